import type { Catalogue } from '../catalogue'
import type { payments as en } from '../en/payments'

export const payments: Catalogue<typeof en> = {
  cardPayment: {
    loading: 'Cargando el pago seguro…',
    unavailableTitle: 'El pago con tarjeta no está disponible',
    unavailableText: "Por ahora no podemos recibir pagos con tarjeta. Por favor elige 'Pago contra entrega' o 'Transferencia bancaria'.",
    secureTitle: 'Pago seguro',
    secureText:
      'Los datos de tu tarjeta van directo a nuestro proveedor de pagos, Stripe, por una conexión cifrada. Nosotros nunca vemos ni guardamos el número de tu tarjeta.',
    amount: 'Total a pagar',
    invalidAmount: 'Monto no válido',
    holdNote: 'Te guardamos tu lugar de ese día por {{minutes}} minutos mientras pagas; si el pedido sigue sin pagar después, se cancela.',
    terms: 'Al realizar tu pago, aceptas nuestros términos y condiciones.',
    payNow: 'Pagar ahora',
    paySecurely: 'Pagar de forma segura',
    processing: 'Procesando el pago...',
    processingNotice: 'Estamos procesando tu pago. Te avisaremos en cuanto quede listo.',
    notInitialized: 'El sistema de pago no se cargó. Por favor recarga la página.',
    setupFailedTitle: 'No se pudo preparar el pago',
    setupFailedText: 'No pudimos preparar el pago. Por favor inténtalo de nuevo.',
    providerErrorInline: 'Hubo un error con el pago. Revisa los datos de tu tarjeta e inténtalo de nuevo.',
    failedTitle: 'El pago no se realizó',
    failedText: 'Hubo un error con el pago. Por favor inténtalo de nuevo.',
    unexpected: 'Ocurrió un error inesperado. Por favor inténtalo de nuevo.',
    successTitle: 'Pago realizado',
    successText: '¡Tu pago se realizó con éxito!',
    pendingTitle: 'Pago en proceso',
    pendingText: 'Estamos procesando tu pago. Te avisaremos en cuanto quede listo.',
  },
}
