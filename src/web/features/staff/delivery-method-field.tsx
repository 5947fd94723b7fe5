import { Field } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { useTranslation } from '../../i18n/use-translation'

/** Pickup or delivery, as staff choose it for a phone order or change it on an order. */
export function DeliveryMethodField({ isDelivery, onChange }: { isDelivery: boolean; onChange: (isDelivery: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <Field label={t('admin.newOrder.method')}>
      <Select value={isDelivery ? 'delivery' : 'pickup'} onChange={(e) => onChange(e.target.value === 'delivery')}>
        <option value="pickup">{t('admin.newOrder.pickup')}</option>
        <option value="delivery">{t('admin.newOrder.delivery')}</option>
      </Select>
    </Field>
  )
}
