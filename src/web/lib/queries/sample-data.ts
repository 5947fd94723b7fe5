import type { Product } from '../../../domain/catalog/product-schemas'
import type { Customer } from '../../../domain/customers/customer-schemas'
import type { Order } from '../../../domain/orders/order-schemas'

/**
 * Spec §8 fallbacks, shown only when the server cannot be reached at all (never after a 401 or
 * a server error) and always under a 'Sample data' banner; their ids are negative so they can
 * never be confused with, or sent to the server as, real rows.
 */
const sampleCustomer = (id: number, name: string, email: string, phone: string): Customer => ({
  id,
  name,
  email,
  phone,
  whatsapp: null,
  address: 'Calle 60 #491',
  streetAddress: 'Calle 60 #491',
  colonia: 'Centro',
  city: 'Mérida',
  state: 'Yucatán',
  postalCode: '97000',
  additionalInfo: null,
  createdAt: '2026-01-05T15:00:00.000Z',
})

export const SAMPLE_CUSTOMERS: Customer[] = [
  sampleCustomer(-1, 'Ana López', 'ana@example.com', '+52 999 100 0001'),
  sampleCustomer(-2, 'Carlos Pérez', 'carlos@example.com', '+52 999 100 0002'),
  sampleCustomer(-3, 'Sofía Canché', 'sofia@example.com', '+52 999 100 0003'),
]

const sampleOrder = (id: number, customer: Customer, total: number, status: Order['status'], pickupDate: string): Order => ({
  id,
  customerId: customer.id,
  total,
  tax: 0,
  taxPercent: 0,
  enteredByStaff: false,
  staffOverrides: [],
  pickupAddress: null,
  status,
  orderDate: '2026-01-10T16:00:00.000Z',
  pickupDate,
  pickupTime: '9:00 AM - 11:00 AM',
  deliveryAddress: null,
  isDelivery: false,
  deliveryMethod: 'pickup',
  specialInstructions: null,
  whatsappSent: false,
  whatsappOptIn: false,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  language: 'es',
  createdAt: '2026-01-10T16:00:00.000Z',
  updatedAt: '2026-01-10T16:00:00.000Z',
  items: [],
  customer,
  payment: null,
})

/** Three orders whose totals add up to the spec's sample revenue of 460. */
export const SAMPLE_ORDERS: Order[] = [
  sampleOrder(-1, SAMPLE_CUSTOMERS[0] as Customer, 150, 'pending', '2026-01-14'),
  sampleOrder(-2, SAMPLE_CUSTOMERS[1] as Customer, 160, 'confirmed', '2026-01-13'),
  sampleOrder(-3, SAMPLE_CUSTOMERS[2] as Customer, 150, 'completed', '2026-01-12'),
]

const sampleProduct = (id: number, name: string, price: number, description: string): Product => ({
  id,
  name,
  description,
  nameEs: null,
  descriptionEs: null,
  price,
  imageUrl: '',
  categoryId: 1,
  tags: [],
  tagsEs: null,
  availabilityDays: [2, 3, 4, 5, 6],
  inStock: true,
  customizable: false,
  isWeeklySpecial: false,
  packs: null,
  sizePrices: null,
  dailyLimit: null,
  limitGroupId: null,
  prepTime: 60,
})

export const SAMPLE_PRODUCTS: Product[] = [
  sampleProduct(-1, 'Artisan Sourdough', 150, 'Naturally leavened country loaf'),
  sampleProduct(-2, 'Weekly Special Cinnamon Rolls', 50, 'This week’s pastry'),
]
