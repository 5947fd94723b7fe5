import { cn } from '../../lib/cn'

/** `flush` drops the rounded corners, for a placeholder that fills the top of a card. */
export function Skeleton({ className, flush = false }: { className?: string; flush?: boolean }) {
  return <div aria-hidden className={cn('animate-pulse bg-stone-200 dark:bg-stone-800', !flush && 'rounded-md', className)} />
}
