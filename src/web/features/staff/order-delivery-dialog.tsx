import { useState } from 'react'
import { savedAddress } from '../../../domain/customers/customer-schemas'
import type { Order, OrderDeliveryChange } from '../../../domain/orders/order-schemas'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { STALE_AFTER_ORDER_CHANGE } from '../../lib/queries/orders'
import { DeliveryMethodField } from './delivery-method-field'
import { useStaffMutation } from './use-staff-mutation'

type Props = { order: Order; onClose: () => void }

/**
 * The customer called: pickup becomes delivery, or the other way, or the delivery goes elsewhere. An address left
 * empty is the customer's saved one (read back, they may have moved); staff tell the customer themselves.
 */
export function OrderDeliveryDialog({ order, onClose }: Props) {
  const { t } = useTranslation()
  const saved = order.customer ? savedAddress(order.customer) : null
  // An address typed for this order is offered to edit; one that is the saved address is left empty (it follows it).
  const [isDelivery, setIsDelivery] = useState(order.isDelivery)
  const [address, setAddress] = useState(order.isDelivery && order.deliveryAddress !== saved ? (order.deliveryAddress ?? '') : '')
  const [error, setError] = useState<string | undefined>()
  const change = useStaffMutation({
    mutationFn: (body: OrderDeliveryChange) => api.patch<Order>(`/api/orders/${order.id}/delivery`, body),
    reloads: STALE_AFTER_ORDER_CHANGE,
    successToast: (changed) => ({
      title: t('admin.orders.deliveryChanged', { id: changed.id }),
      description: changed.isDelivery
        ? t('admin.orders.deliveryChangedTo', { address: changed.deliveryAddress ?? '' })
        : t('admin.orders.deliveryChangedPickup'),
    }),
    failureTitle: t('admin.orders.updateFailed'),
    onFieldErrors: (refused) => setError(refused.find((field) => field.path === 'deliveryAddress')?.message),
    onSuccess: onClose,
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.orders.deliveryTitle', { id: order.id })}
      description={t('admin.orders.deliveryDescription')}
    >
      <DeliveryMethodField isDelivery={isDelivery} onChange={setIsDelivery} />
      {isDelivery && (
        <Field
          label={t('admin.newOrder.address')}
          error={error}
          hint={saved ? t('admin.newOrder.addressSaved', { address: saved }) : t('admin.newOrder.addressNoneSaved')}
        >
          <Input
            value={address}
            onChange={(e) => {
              setAddress(e.target.value)
              setError(undefined)
            }}
          />
        </Field>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('admin.table.cancel')}
        </Button>
        <Button disabled={change.isPending} onClick={() => change.mutate({ isDelivery, deliveryAddress: isDelivery ? address : null })}>
          {t('admin.orders.deliverySave')}
        </Button>
      </div>
    </Dialog>
  )
}
