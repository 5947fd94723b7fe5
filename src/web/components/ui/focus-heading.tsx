import { type ComponentProps, useEffect, useRef } from 'react'
import { cn } from '../../lib/cn'

type FocusHeadingProps = ComponentProps<'h2'> & { level?: 'h1' | 'h2' | 'h3' }

/**
 * A heading that takes the focus when it appears: a new checkout step or page is announced by screen readers,
 * and Tab continues from it instead of from the top of the document (a client-side change of view leaves focus
 * on <body> otherwise). tabIndex -1 keeps it out of the Tab order.
 */
export function FocusHeading({ level: Heading = 'h2', className, ...props }: FocusHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return <Heading ref={ref} tabIndex={-1} className={cn('scroll-mt-24', className)} {...props} />
}
