/** The terms of service (/terms) and the sitemap page (/sitemap); the pages bring these texts with their own code. */
export const shopPages = {
  terms: {
    title: 'Terms of service',
    updated: 'Last updated: November 2026',
    intro: 'These are the few rules of ordering from {{shop}}. They are written to be read: if something is unclear, ask us.',
    orders: {
      heading: 'Pre-orders',
      bake: 'We bake to order. In the checkout you choose a baking day ({{bakingDays}}) and, for pickup, a time window.',
      cutoff: 'Orders for a day close at {{time}} the day before, so we can feed the starter and shape your bread.',
      noCutoff: 'Orders for a day close when the day is full; each product says how long it takes to prepare.',
      confirm: 'Your order is ours to bake once the checkout shows its order number. We write to you by WhatsApp if anything changes.',
    },
    prices: {
      heading: 'Prices and payment',
      currency: 'Prices are in Mexican pesos (MXN). You pay what the checkout shows when you place the order; it does not change afterwards.',
      methods:
        'You can pay in cash when you pick up or receive your order, by bank transfer (SPEI) to the account on your confirmation page, or by card when the shop offers it.',
    },
    pickup: {
      heading: 'Pickup and delivery',
      pickup: 'Pick up at our shop, {{address}}, in the window you chose. Bring your order number or the name you ordered with.',
      delivery: 'We deliver in the Mérida area on the day you chose. Please make sure someone can receive the order.',
    },
    changes: {
      heading: 'Changes and cancellations',
      before: 'Write to us by WhatsApp to change or cancel an order before the cut-off. Orders paid by card or transfer are refunded in full.',
      after: 'After the cut-off your bread is already rising: we may not be able to cancel it or give the money back.',
      ours: 'If we cannot bake your order (an oven breaks, a storm), we tell you as soon as we know and refund what you paid.',
    },
    allergens: {
      heading: 'Allergens',
      text: 'Our kitchen works with wheat, dairy, eggs, nuts and seeds every day. Products marked vegan contain no animal products, but may carry traces.',
    },
    contact: {
      heading: 'Questions',
      text: 'Write to us by WhatsApp or email; see the contact section of the home page. How we look after your details is in our',
      privacy: 'privacy notice',
    },
  },
  sitemap: {
    title: 'Sitemap',
    intro: 'Every page of the shop in one place.',
    shop: 'Shop',
    home: 'Home',
    process: 'Our process',
    order: 'Pre-order your bread',
    contact: 'Contact',
    products: 'All products',
    cart: 'Cart',
    checkout: 'Checkout',
    information: 'Information',
    privacy: 'Privacy notice',
    terms: 'Terms of service',
    productsHeading: 'Products',
  },
} as const
