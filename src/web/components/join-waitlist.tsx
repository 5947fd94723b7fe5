import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../i18n/use-translation'
import type { JoinWaitlistProps } from './join-waitlist-dialog'
import { Button } from './ui/button'

const JoinWaitlistDialog = lazy(() => import('./join-waitlist-dialog').then((module) => ({ default: module.JoinWaitlistDialog })))

/** "Join the waitlist": a day that is full, or a day the product is sold out, and how to reach the customer. */
export function JoinWaitlist({ product, date, look = 'button' }: JoinWaitlistProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      {look === 'button' ? (
        <Button variant="secondary" className="justify-self-start" onClick={() => setOpen(true)}>
          {t('waitlist.join.open')}
        </Button>
      ) : (
        <button
          type="button"
          className="justify-self-start text-sm text-crust-800 underline underline-offset-2 dark:text-crust-300"
          onClick={() => setOpen(true)}
        >
          {t('waitlist.join.dayFull')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <JoinWaitlistDialog product={product} date={date} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
