import { Filter } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'

/** `tags` are the English keys the filter works on; `label` names one for the reader. */
type TagFilterProps = { tags: string[]; label: (tag: string) => string; chosen: string[]; onToggle: (tag: string) => void; onClear: () => void }

/** A 'Filter' disclosure with one checkbox per tag; plain elements keep the product list page light. */
export function TagFilter({ tags, label, chosen, onToggle, onClear }: TagFilterProps) {
  const { t } = useTranslation()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])
  return (
    <div ref={root} className="relative">
      <Button ref={trigger} variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Filter className="h-4 w-4" aria-hidden />
        {t('catalog.filter')}
        {chosen.length > 0 && <span className="rounded-full bg-crust-700 px-1.5 text-xs text-white">{chosen.length}</span>}
      </Button>
      {open && (
        <fieldset
          id={panelId}
          className="absolute right-0 z-30 mt-2 grid min-w-52 gap-1 rounded-lg border border-crust-100 bg-white p-2 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          <legend className="float-left px-2 py-1 text-sm font-semibold">{t('catalog.filterByTags')}</legend>
          {tags.map((tag) => (
            <label
              key={tag}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-crust-100 dark:hover:bg-stone-800"
            >
              <input
                type="checkbox"
                checked={chosen.includes(tag)}
                onChange={() => onToggle(tag)}
                className="h-4 w-4 accent-crust-700 dark:accent-crust-400"
              />
              {label(tag)}
            </label>
          ))}
          {chosen.length > 0 && (
            <Button variant="ghost" size="sm" className="mt-1 justify-self-start" onClick={onClear}>
              {t('catalog.clearFilters')}
            </Button>
          )}
        </fieldset>
      )}
    </div>
  )
}
