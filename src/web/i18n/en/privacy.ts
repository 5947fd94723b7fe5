/** The privacy notice (aviso de privacidad) at /privacy; the page brings these texts with its own code. */
export const privacy = {
  privacyNotice: {
    title: 'Privacy notice',
    updated: 'Last updated: November 2026',
    intro:
      'We are a small sourdough bakery. To bake and hand over your order we need a few of your details. This notice says which ones, what we do with them and how you can change your mind.',
    responsible: {
      heading: 'Who looks after your details',
      text: '{{shop}} is responsible for the personal data you give us. You can reach us here:',
      address: 'Address',
      whatsapp: 'WhatsApp',
      email: 'Email',
    },
    kept: {
      heading: 'What we keep',
      name: 'Your name',
      phone: 'Your phone and WhatsApp number',
      email: 'Your email',
      address: 'Your delivery address',
      history: 'Your orders: what you bought, when, and how you paid',
      messages: 'If you write to us through the contact form or join the newsletter: your message and your email',
    },
    purpose: {
      heading: 'Why we keep it',
      prepare: 'To prepare your order for the day you chose.',
      deliver: 'To deliver it, or to have it ready when you come to pick it up.',
      contact: 'To contact you about your order, usually by WhatsApp.',
      answer: 'To answer the messages you send us.',
      newsletter: 'To send you the newsletter, only if you joined it; every email has a link to leave.',
      noMarketing: 'We do not use your details for anything else.',
    },
    sharing: {
      heading: 'Who else sees it',
      noSale: 'We never sell, rent or give your details to anyone.',
      stripe:
        'If you pay by card, you type your card details into a form from Stripe, our payment provider. They go straight to Stripe; we never see or store your card number.',
    },
    rights: {
      heading: 'Your rights (ARCO)',
      text: 'You can ask us at any time to show you the details we keep (access), correct them (rectification), delete them (cancellation), or stop using them for something (opposition).',
      how: 'Send us a WhatsApp message or an email saying what you want and your name and phone number, so we can find your details.',
      answer: 'We answer within 20 business days, and usually within a couple of days.',
    },
    changes: {
      heading: 'Changes to this notice',
      text: 'If we change this notice we will publish the new version on this page with its date. If the change matters for an order you have with us, we will tell you by WhatsApp.',
    },
    loading: 'Loading our contact details...',
  },
} as const
