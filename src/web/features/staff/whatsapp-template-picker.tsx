import { useId } from 'react'
import type { Order } from '../../../domain/orders/order-schemas'
import { type TemplateKind, templatesFor } from '../../../domain/shop/whatsapp-templates'
import { Select } from '../../components/ui/select'
import { useTranslation } from '../../i18n/use-translation'

type Props = { order: Order; value: TemplateKind | null; onPick: (kind: TemplateKind | null) => void; disabled?: boolean }

/** Chooses one of the WhatsApp templates (filled in with the order's details) or staff's own words. */
export function WhatsappTemplatePicker({ order, value, onPick, disabled }: Props) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {t('admin.orders.templateLabel', { id: order.id })}
      </label>
      <Select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onPick((event.target.value || null) as TemplateKind | null)}
        width="auto"
        size="compact"
      >
        <option value="">{t('admin.orders.ownMessage')}</option>
        {templatesFor(order).map((kind) => (
          <option key={kind} value={kind}>
            {t(`admin.orders.templates.${kind}`)}
          </option>
        ))}
      </Select>
    </div>
  )
}
