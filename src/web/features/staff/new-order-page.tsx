import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, MessageCircle } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { type StaffLookup, savedAddress } from '../../../domain/customers/customer-schemas'
import { messageNumber } from '../../../domain/customers/order-contact'
import { isValidPhone, whatsappDigits } from '../../../domain/customers/phone'
import { toPesos } from '../../../domain/money'
import { linesSubtotalCents } from '../../../domain/orders/cart'
import { type PaymentContext, paymentRefusal } from '../../../domain/orders/order-plan'
import { CUSTOMER_LANGUAGES, type CustomerLanguage, type OrderRequest, type PlacedOrder } from '../../../domain/orders/order-schemas'
import type { PaymentMethod } from '../../../domain/orders/order-status'
import { DEFAULT_TAX_POLICY, orderAmounts } from '../../../domain/orders/tax-policy'
import { awaitsCardPayment } from '../../../domain/payments/payment-rules'
import { dayProblems } from '../../../domain/planning/order-day-rules'
import { DEFAULT_PICKUP_WINDOWS, defaultWindowLabel, windowLabel } from '../../../domain/planning/pickup-windows'
import { firstStaffOrderDay } from '../../../domain/schedule/bookable-window'
import { staffCanBook } from '../../../domain/schedule/choosable-days'
import { placesLeft } from '../../../domain/schedule/day-availability'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { text } from '../../../domain/written-text'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { FocusHeading } from '../../components/ui/focus-heading'
import { Input } from '../../components/ui/input'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError, api } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { useFormatters } from '../../lib/format'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { productQueries } from '../../lib/queries/catalogue'
import { dateQueries } from '../../lib/queries/dates'
import { queryKeys } from '../../lib/queries/keys'
import { refreshOrders } from '../../lib/queries/orders'
import { paymentQueries } from '../../lib/queries/payments'
import { daySettings, settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'
import { PageHeading } from './admin-table'
import { DeliveryMethodField } from './delivery-method-field'
import { LabeledCheckbox } from './labeled-checkbox'
import { type DraftLine, errorsByLine, type LineErrors, OrderLinesEditor } from './order-lines-editor'
import { useStaffMutation } from './use-staff-mutation'

/** The customer of the order: found by number (as their phone or only as their WhatsApp), or typed now. */
type Who = { found: StaffLookup } | { name: string; email: string }

/**
 * A WhatsApp or phone order entered by staff: find or add the customer by phone, add items, pick the day and window,
 * choose how they pay (or mark it paid). Staff may pass the cut-off and the lead time (the server records it); the
 * day's places and the products' limits still hold. A card order gives a pay link for the customer's phone.
 */
export function NewOrderPage() {
  // Each order starts from an empty form: nothing of the last customer's carries over, their WhatsApp consent least of all.
  const [round, setRound] = useState(0)
  return <NewOrderForm key={round} onNext={() => setRound((done) => done + 1)} />
}

function NewOrderForm({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const toast = useToast()
  const errorText = useErrorText()
  // Fresh, not the app-wide cache: another device may have filled a day since.
  const dates = useQuery({ ...dateQueries.open(), staleTime: 0 })
  // Fresh, so the total staff read out uses the tax rule and windows the server will apply.
  const settings = useQuery({ ...settingsQueries.shop(), staleTime: 0 })
  // As the checkout's card tab: whether the shop takes card payments (Stripe configured), so a pay link can be paid.
  const cardConfig = useQuery(paymentQueries.config())
  const { formatDate, formatTimeSlot, formatMoneyMxn } = useFormatters()
  const windows = settings.data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS
  const [phone, setPhone] = useState('')
  const [who, setWho] = useState<Who | null>(null)
  const [lines, setLines] = useState<DraftLine[]>([])
  const [pickupDate, setPickupDate] = useState('')
  const [pickupTime, setPickupTime] = useState('')
  const [isDelivery, setIsDelivery] = useState(false)
  const [address, setAddress] = useState('')
  const [payment, setPayment] = useState<PaymentMethod>('cash')
  const [alreadyPaid, setAlreadyPaid] = useState(false)
  const [notes, setNotes] = useState('')
  const [whatsappOptIn, setWhatsappOptIn] = useState(false)
  // The language of the customer's messages and pay link: Spanish unless they speak English.
  const [language, setLanguage] = useState<CustomerLanguage>('es')
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [lineErrors, setLineErrors] = useState<LineErrors>({})
  const idempotencyKey = useRef(newIdempotencyKey())
  // The number typed now: a lookup answering for a number since changed is ignored.
  const typedPhone = useRef(phone)
  typedPhone.current = phone
  // From the bakery's today (its time zone, not the browser's), as the server checks a staff order: a call in the
  // morning for the afternoon is taken from what is baked.
  const timeZone = useBakeryTimeZone()
  const firstDay = firstStaffOrderDay(new Date(), timeZone)
  // The same list the lines are chosen from: what each line's product is made on.
  const catalogue = useQuery({ ...productQueries.list(), staleTime: 0 })
  const lineProducts = lines.flatMap((line) => catalogue.data?.find((product) => product.id === line.id) ?? [])
  /** Why staff cannot take this order for a day even past the cut-off (not a baking day, an item not made then), if so. */
  const dayRefusal = (date: string) => {
    const [problem] = dayProblems({ date, products: lineProducts, settings: daySettings(settings.data), now: new Date(), timeZone, byStaff: true })
    if (!problem) return undefined
    return problem.code === 'date_not_bookable' ? t('admin.newOrder.dayNotBaking') : t('admin.newOrder.dayNotMade')
  }
  const openDays = (dates.data ?? []).filter((day) => day.date >= firstDay)
  const policy = settings.data ?? DEFAULT_TAX_POLICY
  const total = orderAmounts(linesSubtotalCents(lines), policy).totalCents
  const choices: Pick<OrderRequest['order'], 'isDelivery' | 'deliveryAddress' | 'useSavedAddress' | 'paymentMethod' | 'paymentStatus'> = {
    isDelivery,
    deliveryAddress: isDelivery ? address : null,
    useSavedAddress: isDelivery && address.trim() === '' ? true : undefined,
    paymentMethod: payment,
    paymentStatus: alreadyPaid ? 'paid' : 'unpaid',
  }
  // Left empty, a found customer's delivery goes to their saved address: read back to the caller, who may have moved.
  const saved = who && 'found' in who ? savedAddress(who.found) : null
  const addressHint =
    who && 'found' in who
      ? saved
        ? t('admin.newOrder.addressSaved', { address: saved })
        : t('admin.newOrder.addressNoneSaved')
      : t('admin.newOrder.addressHint')
  const payments: PaymentContext = {
    byStaff: true,
    cardPayments: cardConfig.data?.cardEnabled === true,
    settings: { bankClabe: settings.data?.bankClabe ?? '' },
  }
  const accepts = (paymentMethod: PaymentMethod) => paymentRefusal({ ...choices, paymentMethod }, payments) === undefined
  // Why a way to pay is not offered, once the page knows (as the checkout's card and transfer tabs say).
  const paymentHint = [
    !accepts('card') && !cardConfig.isPending ? t('admin.newOrder.cardUnavailable') : '',
    !accepts('bank_transfer') && settings.data ? t('admin.newOrder.transferUnavailable') : '',
  ]
    .filter(Boolean)
    .join(' ')

  const lookup = useMutation({
    mutationFn: (number: string) => api.get<StaffLookup>(`/api/customers/lookup?phone=${encodeURIComponent(number)}`),
    onSuccess: (found, number) => number === typedPhone.current && setWho({ found }),
    onError: (error, number) => {
      if (number !== typedPhone.current) return
      const unknown = error instanceof ApiError && error.status === 404
      setWho(unknown ? { name: '', email: '' } : null)
      if (!unknown) toast({ title: t('admin.newOrder.lookupFailed'), description: errorText(error), variant: 'destructive' })
    },
  })

  const place = useStaffMutation({
    mutationFn: async (sent: DraftLine[]) => {
      if (!who) throw new Error(t('admin.newOrder.findFirst'))
      const found = 'found' in who ? who.found : undefined
      // A new customer goes with their order: the server adds them only when it takes the order.
      const newCustomer = 'found' in who ? undefined : { name: who.name, phone, email: who.email }
      const body: OrderRequest = {
        order: {
          ...choices,
          customerId: found?.id,
          total: toPesos(total),
          pickupDate,
          pickupTime: pickupTime || defaultWindowLabel(windows),
          specialInstructions: notes.trim() || null,
          language,
          whatsappOptIn,
        },
        items: sent.map((line) => ({ productId: line.id, quantity: line.quantity, price: line.price, customizations: line.customizations })),
        newCustomer,
      }
      try {
        return await api.post<PlacedOrder>('/api/orders', body, { 'idempotency-key': idempotencyKey.current })
      } catch (error) {
        // As at checkout: after a lost answer the retry keeps the key, so an order that did arrive is not placed
        // twice; a 4xx wrote nothing, and the corrected order is a new request.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) idempotencyKey.current = newIdempotencyKey()
        throw error
      }
    },
    onSuccess: (order) => {
      setPlaced(order)
      setFieldErrors({})
      setLineErrors({})
      void refreshOrders(queryClient)
    },
    // As at checkout: another device may have changed a price, a product or a day's places. Staff see the fresh
    // state, and the lines follow today's prices (OrderLinesEditor).
    onError: () => {
      for (const queryKey of [queryKeys.products, queryKeys.settings, queryKeys.dates]) void queryClient.invalidateQueries({ queryKey })
    },
    failureTitle: t('admin.newOrder.failed'),
    onFieldErrors: (refused, sent) => {
      // A new customer's refused number, name or email shows under its own field ('newCustomer.phone' is 'phone').
      setFieldErrors(Object.fromEntries(refused.map((field) => [field.path.replace(/^newCustomer\./, ''), field.message])))
      setLineErrors(errorsByLine(refused, sent))
    },
  })

  // What the order still lacks before it can be placed, once the customer is known.
  const missing =
    who === null ? undefined : lines.length === 0 ? 'admin.newOrder.needsItem' : pickupDate === '' ? 'admin.newOrder.needsDay' : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!who) {
      // A number missing a digit finds nobody: said at once, not once the whole order is filled in.
      if (!isValidPhone(phone)) {
        setFieldErrors({ phone: errorText(text('phone_invalid')) })
        return
      }
      lookup.mutate(phone)
      return
    }
    place.mutate(lines)
  }

  // The link goes where the automatic messages go: the customer's WhatsApp number when they gave one, else the phone.
  if (placed) return <OrderPlaced order={placed} phone={(who && 'found' in who && messageNumber(who.found)) || phone} onNext={onNext} />

  return (
    <>
      <PageHeading title={t('admin.newOrder.title')} />
      <form
        onSubmit={submit}
        // Enter in a field never places the order early: staff go on to the day, payment, language and consent, and
        // place it with the button. (Before a customer is found, Enter in the number looks them up.)
        onKeyDown={(event) => {
          if (event.key === 'Enter' && who && event.target instanceof HTMLInputElement) event.preventDefault()
        }}
        noValidate
        className="grid max-w-3xl gap-6"
      >
        <Card className="grid gap-3">
          <h2 className="text-lg font-semibold">{t('admin.newOrder.customer')}</h2>
          <Field label={t('admin.newOrder.phone')} error={fieldErrors.phone}>
            <Input
              type="tel"
              autoComplete="off"
              autoFocus
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value)
                setWho(null)
                setFieldErrors(({ phone: _refused, ...rest }) => rest)
                // Another number may be another person: what only they agreed to, or where they live, is not carried over.
                setWhatsappOptIn(false)
                setAddress('')
                setLanguage('es')
              }}
            />
          </Field>
          {who && 'found' in who && who.found.matchedOn !== 'whatsapp' && (
            <p role="status" className="text-sm">
              {t('admin.newOrder.found', { name: who.found.name })}
            </p>
          )}
          {who && 'found' in who && who.found.matchedOn === 'whatsapp' && (
            // Another person may phone from a number someone gave as their WhatsApp (a shared family chat): staff choose.
            <div className="grid justify-items-start gap-2">
              <p role="status" className="text-sm">
                {t('admin.newOrder.foundByWhatsapp', { name: who.found.name })}
              </p>
              <Button variant="secondary" size="sm" onClick={() => setWho({ name: '', email: '' })}>
                {t('admin.newOrder.newWithNumber')}
              </Button>
            </div>
          )}
          {who && !('found' in who) && (
            <div className="grid gap-3 sm:grid-cols-2">
              <p role="status" className="text-sm sm:col-span-2">
                {t('admin.newOrder.notFound')}
              </p>
              <Field label={t('admin.newOrder.name')} error={fieldErrors.name}>
                <Input autoFocus value={who.name} onChange={(e) => setWho({ ...who, name: e.target.value })} />
              </Field>
              <Field label={t('admin.newOrder.email')} error={fieldErrors.email}>
                <Input type="email" value={who.email} onChange={(e) => setWho({ ...who, email: e.target.value })} />
              </Field>
            </div>
          )}
        </Card>
        {who && (
          <>
            <OrderLinesEditor lines={lines} onChange={setLines} errors={lineErrors} />
            <Card className="grid gap-3 sm:grid-cols-2">
              <h2 className="text-lg font-semibold sm:col-span-2">{t('admin.newOrder.when')}</h2>
              <Field label={t('admin.newOrder.day')} error={fieldErrors['order.pickupDate']}>
                <Select value={pickupDate} onChange={(e) => setPickupDate(e.target.value)}>
                  <option value="">{t('admin.newOrder.chooseDay')}</option>
                  {openDays.map((day) => {
                    const refusal = dayRefusal(day.date)
                    const date = formatDate(day.date, 'weekdayDay')
                    return (
                      <option key={day.date} value={day.date} disabled={refusal !== undefined || !staffCanBook(day, firstDay)}>
                        {refusal ? `${date} (${refusal})` : t('admin.newOrder.dayOption', { date, count: placesLeft(day) })}
                      </option>
                    )
                  })}
                </Select>
              </Field>
              <Field label={t('admin.newOrder.window')} error={fieldErrors['order.pickupTime']}>
                <Select value={pickupTime || defaultWindowLabel(windows)} onChange={(e) => setPickupTime(e.target.value)}>
                  {windows.map((window) => (
                    <option key={windowLabel(window)} value={windowLabel(window)}>
                      {formatTimeSlot(windowLabel(window))}
                    </option>
                  ))}
                </Select>
              </Field>
              <DeliveryMethodField isDelivery={isDelivery} onChange={setIsDelivery} />
              {isDelivery && (
                <Field label={t('admin.newOrder.address')} error={fieldErrors['order.deliveryAddress']} hint={addressHint}>
                  <Input value={address} onChange={(e) => setAddress(e.target.value)} />
                </Field>
              )}
            </Card>
            <Card className="grid gap-3 sm:grid-cols-2">
              <h2 className="text-lg font-semibold sm:col-span-2">{t('admin.newOrder.payment')}</h2>
              <Field label={t('admin.newOrder.howTheyPay')} error={fieldErrors['order.paymentMethod']} hint={paymentHint || undefined}>
                <Select value={payment} onChange={(e) => setPayment(e.target.value as PaymentMethod)}>
                  <option value="cash">{t('admin.newOrder.payCash')}</option>
                  <option value="bank_transfer" disabled={!accepts('bank_transfer')}>
                    {t('admin.newOrder.payTransfer')}
                  </option>
                  <option value="card" disabled={!accepts('card')}>
                    {t('admin.newOrder.payCard')}
                  </option>
                </Select>
              </Field>
              <p className="self-end text-lg font-bold tabular-nums">{t('admin.newOrder.total', { amount: formatMoneyMxn(toPesos(total)) })}</p>
              {/* Money taken with the order (at the counter, a terminal, a transfer already seen): kept on record as paid. */}
              <div className="sm:col-span-2">
                <LabeledCheckbox label={t('admin.newOrder.payPaid')} checked={alreadyPaid} onCheckedChange={setAlreadyPaid} />
              </div>
              <Field className="sm:col-span-2" label={t('admin.newOrder.notes')}>
                <Textarea value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
              </Field>
              <Field label={t('admin.newOrder.language')}>
                <Select value={language} onChange={(e) => setLanguage(e.target.value as CustomerLanguage)}>
                  {CUSTOMER_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`admin.newOrder.languages.${code}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className="self-end pb-2">
                <LabeledCheckbox label={t('admin.newOrder.whatsappOptIn')} checked={whatsappOptIn} onCheckedChange={setWhatsappOptIn} />
              </div>
            </Card>
          </>
        )}
        <Button
          type="submit"
          size="lg"
          className="justify-self-start"
          disabled={place.isPending || lookup.isPending || missing !== undefined}
          aria-describedby={missing ? 'place-order-missing' : undefined}
        >
          {who ? t('admin.newOrder.place') : t('admin.newOrder.find')}
        </Button>
        {/* Why the button is off: a product chosen in the list is in the order only once added. */}
        {missing && (
          <p id="place-order-missing" className="-mt-2 text-sm text-stone-600 dark:text-stone-300">
            {t(missing)}
          </p>
        )}
      </form>
    </>
  )
}

/** The order number and, for a card order, the pay link to send: copy it, or open WhatsApp with it. */
export function OrderPlaced({ order, phone, onNext }: { order: PlacedOrder; phone: string; onNext: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const payLink = `${window.location.origin}/pay/${order.id}?token=${encodeURIComponent(order.accessToken)}`
  const orderLink = `${window.location.origin}/order-confirmation/${order.id}?token=${encodeURIComponent(order.accessToken)}`
  // A card order staff took paid (a terminal at the counter) has nothing left to pay: its link is the order's.
  const toPay = awaitsCardPayment(order)
  const link = toPay ? payLink : orderLink
  const message = t(toPay ? 'admin.newOrder.payMessage' : 'admin.newOrder.orderMessage', {
    id: order.id,
    link,
    lng: order.language,
  })
  const linkBox = useRef<HTMLInputElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      toast({ title: t('admin.newOrder.copied'), variant: 'success' })
    } catch {
      // No clipboard (a page opened over plain http on the shop's network): the link is selected to copy by hand.
      linkBox.current?.focus()
      linkBox.current?.select()
    }
  }
  return (
    <Card className="grid max-w-2xl gap-4">
      {/* The form went away with the button pressed: focus comes here, so the next Tab reaches the link. */}
      <FocusHeading level="h1" className="text-2xl font-bold">
        {t('admin.newOrder.placed', { id: order.id })}
      </FocusHeading>
      {order.staffOverrides.length > 0 && (
        <p className="text-sm">
          {t('admin.newOrder.overrides', { rules: order.staffOverrides.map((rule) => t(`admin.newOrder.override_${rule}`)).join(', ') })}
        </p>
      )}
      <Field label={toPay ? t('admin.newOrder.payLink') : t('admin.newOrder.orderLink')}>
        <Input ref={linkBox} readOnly value={link} onFocus={(event) => event.target.select()} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          {t('admin.newOrder.copy')}
        </Button>
        <Button asChild variant="secondary">
          <NewTabLink href={whatsappChatLink(whatsappDigits(phone), message)}>
            <MessageCircle className="h-4 w-4" aria-hidden />
            {t('admin.newOrder.sendWhatsapp')}
          </NewTabLink>
        </Button>
        <Button onClick={onNext}>{t('admin.newOrder.next')}</Button>
      </div>
    </Card>
  )
}
