import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export const Tabs = TabsPrimitive.Root

const LIST_LAYOUTS = {
  wrap: 'inline-flex flex-wrap',
  scroll: 'flex max-w-full flex-nowrap overflow-x-auto',
  grid: 'grid w-full',
} as const

export function TabsList({
  className,
  layout = 'wrap',
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { layout?: keyof typeof LIST_LAYOUTS }) {
  return <TabsPrimitive.List className={cn('gap-1 rounded-lg bg-crust-100 p-1 dark:bg-stone-800', LIST_LAYOUTS[layout], className)} {...props} />
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-crust-900 data-[state=active]:shadow-sm dark:text-stone-300 dark:data-[state=active]:bg-stone-950 dark:data-[state=active]:text-crust-100',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4', className)} {...props} />
}
