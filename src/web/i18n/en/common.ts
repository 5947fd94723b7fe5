export const common = {
  days: {
    /** Three or more baking days in a row, inside a sentence: 'Tuesday to Saturday'. */
    range: '{{from}} to {{to}}',
  },
  links: {
    newTab: '(opens in a new tab)',
  },
  clipboard: {
    copy: 'Copy',
    copied: 'Copied',
    copyValue: 'Copy {{what}}',
  },
  app: {
    name: 'Masa Madre Mérida',
    title: 'Masa Madre Mérida · Artisan Sourdough Bakery',
    loading: 'Loading...',
    skipToContent: 'Skip to content',
    unreachableTitle: 'We could not reach the bakery',
    unreachableText: 'Check your connection and try again.',
    retry: 'Try again',
  },
  notFound: {
    title: '404 Page Not Found',
    body: 'Did you forget to add the page to the router?',
    toHome: 'Go to the home page',
    toAdmin: 'Go to the admin dashboard',
  },
  toast: {
    close: 'Close',
    label: 'Notification',
    region: 'Notifications ({hotkey})',
  },
  theme: {
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
  },
  money: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a {{placeholder}} after a dollar sign
    mxn: '${{amount, pesos}} MXN',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a {{placeholder}} after a dollar sign
    mxnWithCents: '${{amount, pesosWithCents}} MXN',
  },
  date: {
    invalid: 'Invalid date',
  },
  network: {
    unreachable: "We couldn't reach the bakery. Check your connection and try again.",
  },
} as const
