import { DropdownMenu } from 'radix-ui'
import type { ReactElement } from 'react'

type MenuItem = { key: string; label: string; disabled?: boolean; onSelect: () => void }
type MenuProps = { trigger: ReactElement; items: MenuItem[]; disabled?: boolean }

/** A button that opens a short list of actions (arrow keys move, Enter picks, Escape closes). */
export function Menu({ trigger, items, disabled }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-36 rounded-lg border border-crust-100 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className="cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-crust-100 dark:data-[highlighted]:bg-stone-800"
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
