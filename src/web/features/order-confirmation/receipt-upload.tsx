import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useState } from 'react'
import { MAX_RECEIPT_BYTES, RECEIPT_TYPES } from '../../../domain/payments/receipts'
import type { TransferInstructions } from '../../../domain/payments/transfer-instructions'
import { Field } from '../../components/ui/field'
import { FileInput } from '../../components/ui/file-input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { orderQueries } from '../../lib/queries/orders'

type Props = { orderId: number; token: string; receipt: TransferInstructions['receipt'] }

/** After paying, the customer attaches the bank's receipt (a screenshot or the PDF) so staff can match it at once. */
export function ReceiptUpload({ orderId, token, receipt }: Props) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const queryClient = useQueryClient()
  const [tooLarge, setTooLarge] = useState(false)
  const upload = useMutation({
    mutationFn: (file: File) => api.upload(`/api/orders/${orderId}/receipt?token=${encodeURIComponent(token)}`, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.withToken(orderId, token).queryKey }),
  })
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file || upload.isPending) return
    setTooLarge(file.size > MAX_RECEIPT_BYTES)
    if (file.size <= MAX_RECEIPT_BYTES) upload.mutate(file)
  }
  const hint = upload.isPending
    ? t('confirmation.receipt.uploading')
    : receipt
      ? t('confirmation.receipt.received', { when: formatDate(receipt.uploadedAt, 'dateTime') })
      : t('confirmation.receipt.hint')
  return (
    <Field
      label={receipt ? t('confirmation.receipt.replace') : t('confirmation.receipt.attach')}
      hint={hint}
      error={tooLarge ? t('confirmation.receipt.tooLarge') : (upload.error ?? undefined)}
    >
      {/* Not `disabled` while it uploads: that would drop the focus to the page (the field's hint says it is uploading). */}
      <FileInput accept={RECEIPT_TYPES.join(',')} onChange={choose} aria-disabled={upload.isPending} />
    </Field>
  )
}
