// A stand-in for https://js.stripe.com served to the browser tests, which cannot reach Stripe. It
// implements only what @stripe/react-stripe-js and the checkout call. `window.standInStripeOutcome`
// ('decline', 'succeed' or 'redirect') decides what confirmPayment answers; 'redirect' goes to the return URL as
// Stripe does after a card issuer's own page (3-D Secure), with the outcome in the query.
;(() => {
  function paymentElement() {
    const listeners = {}
    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target
        const field = document.createElement('p')
        field.textContent = 'Card number (stand-in for Stripe)'
        node.appendChild(field)
        setTimeout(() => {
          for (const listener of listeners.ready ?? []) listener({ elementType: 'payment' })
        }, 20)
      },
      on(event, listener) {
        listeners[event] = [...(listeners[event] ?? []), listener]
        return element
      },
      off(event, listener) {
        listeners[event] = (listeners[event] ?? []).filter((known) => known !== listener)
        return element
      },
      once(event, listener) {
        return element.on(event, listener)
      },
      update() {},
      destroy() {},
      unmount() {},
      focus() {},
      blur() {},
      clear() {},
      collapse() {},
    }
    return element
  }
  window.Stripe = () => {
    const element = paymentElement()
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      // @stripe/react-stripe-js checks that these exist before it accepts the object.
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      elements: () => ({
        create: () => element,
        getElement: () => element,
        update() {},
        submit: async () => ({}),
        fetchUpdates: async () => ({}),
      }),
      confirmPayment: async ({ clientSecret, confirmParams }) => {
        const id = clientSecret.split('_secret_')[0]
        if (window.standInStripeOutcome === 'redirect') {
          window.location.assign(`${confirmParams.return_url}&payment_intent=${id}&redirect_status=succeeded`)
          return new Promise(() => {})
        }
        return window.standInStripeOutcome === 'decline'
          ? { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
          : { paymentIntent: { id, status: 'succeeded' } }
      },
    }
  }
  window.Stripe.version = 'endive'
})()
