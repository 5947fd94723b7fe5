/** Checked key for key against en/common.ts by catalogues.test.ts. */
export const common = {
  days: {
    range: 'de {{from}} a {{to}}',
  },
  links: {
    newTab: '(se abre en otra pestaña)',
  },
  clipboard: {
    copy: 'Copiar',
    copied: 'Copiado',
    copyValue: 'Copiar {{what}}',
  },
  app: {
    name: 'Masa Madre Mérida',
    title: 'Masa Madre Mérida · Panadería artesanal de masa madre',
    loading: 'Cargando...',
    skipToContent: 'Ir al contenido',
    unreachableTitle: 'No pudimos conectar con la panadería',
    unreachableText: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  notFound: {
    title: '404: Página no encontrada',
    body: 'No encontramos esta página.',
    toHome: 'Ir al inicio',
    toAdmin: 'Ir al panel de administración',
  },
  toast: {
    close: 'Cerrar',
    label: 'Notificación',
    region: 'Notificaciones ({hotkey})',
  },
  theme: {
    toDark: 'Cambiar a tema oscuro',
    toLight: 'Cambiar a tema claro',
  },
  money: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a {{placeholder}} after a dollar sign
    mxn: '${{amount, pesos}} MXN',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a {{placeholder}} after a dollar sign
    mxnWithCents: '${{amount, pesosWithCents}} MXN',
  },
  date: {
    invalid: 'Fecha no válida',
  },
  network: {
    unreachable: 'No pudimos comunicarnos con la panadería. Revisa tu conexión e inténtalo de nuevo.',
  },
}
