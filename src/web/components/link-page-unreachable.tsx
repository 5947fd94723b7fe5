import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/use-translation'
import { failedLinkLoad } from '../lib/link-page-load'
import { LinkMessagePage } from './link-message-page'
import { Button } from './ui/button'

/** A private-link page whose first load did not reach the shop: not "not found", but a retry (failedLinkLoad). */
export function LinkPageUnreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <LinkMessagePage title={t('app.unreachableTitle')} text={t('app.unreachableText')} action={<Button onClick={onRetry}>{t('app.retry')}</Button>} />
  )
}

type LinkQuery = { isError: boolean; error: unknown; refetch: () => Promise<unknown> }

/**
 * What a private-link page (an order, a standing order, a waitlist place) shows while it has no data: its skeleton,
 * `notFound` when the shop said the link opens nothing, or a retry. Once it has data, a failed refresh keeps it shown.
 */
export function linkPageWithoutData(query: LinkQuery, { notFound, loading }: { notFound: ReactNode; loading: ReactNode }): ReactNode {
  const failed = failedLinkLoad(query)
  if (failed === 'missing') return notFound
  return failed === 'unreachable' ? <LinkPageUnreachable onRetry={() => void query.refetch()} /> : loading
}
