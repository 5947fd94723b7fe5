/** Top-level keys here must not clash with the other areas' files. */
export const payments = {
  cardPayment: {
    loading: 'Loading secure payment…',
    unavailableTitle: 'Card payment is unavailable',
    unavailableText: "Card payment is not available at the moment. Please choose 'Pay upon delivery' or 'Bank Transfer' instead.",
    secureTitle: 'Secure Payment',
    secureText:
      'Your card details go straight to our payment provider, Stripe, over an encrypted connection. We never see or store your card number.',
    amount: 'Amount to pay',
    invalidAmount: 'Invalid amount',
    terms: 'By proceeding with your payment, you agree to our terms and conditions.',
    payNow: 'Pay Now',
    paySecurely: 'Pay Securely',
    processing: 'Processing Payment...',
    processingNotice: "Your payment is being processed. We'll update you when it's complete.",
    notInitialized: 'Payment system not initialized. Please refresh the page.',
    setupFailedTitle: 'Payment Setup Failed',
    setupFailedText: "We couldn't set up the payment. Please try again.",
    providerErrorInline: 'An error occurred during payment. Please check your card details and try again.',
    failedTitle: 'Payment Failed',
    failedText: 'An error occurred during payment. Please try again.',
    unexpected: 'An unexpected error occurred. Please try again.',
    successTitle: 'Payment Successful',
    successText: 'Your payment has been processed successfully!',
    pendingTitle: 'Payment Status Pending',
    pendingText: "Your payment is being processed. We'll update you when it's complete.",
  },
} as const
