import { CopyButton } from '../../components/ui/copy-button'
import { cn } from '../../lib/cn'

/** One line of payment details; `copy` is what its copy button puts on the clipboard (no button without it). */
export type PaymentDetail = { label: string; value: string; copy?: string; mono?: boolean }

/** What a customer types into a banking app or reads out at a till, each typed value with its own copy button. */
export function PaymentDetailList({ details }: { details: PaymentDetail[] }) {
  return (
    <dl className="grid gap-1">
      {details.map((detail) => (
        <div
          key={detail.label}
          className="flex min-h-10 flex-wrap items-center justify-between gap-x-3 border-b border-stone-100 py-1 last:border-0 dark:border-stone-800"
        >
          <dt className="text-sm text-stone-700 dark:text-stone-300">{detail.label}</dt>
          <dd className="flex items-center gap-1">
            <span className={cn('font-semibold', detail.mono ? 'font-mono tabular-nums break-all' : 'break-words')}>{detail.value}</span>
            {detail.copy && <CopyButton value={detail.copy} what={detail.label} />}
          </dd>
        </div>
      ))}
    </dl>
  )
}
