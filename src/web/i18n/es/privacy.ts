import type { Catalogue } from '../catalogue'
import type { privacy as en } from '../en/privacy'

export const privacy: Catalogue<typeof en> = {
  privacyNotice: {
    title: 'Aviso de privacidad',
    updated: 'Última actualización: noviembre de 2026',
    intro:
      'Somos una pequeña panadería de masa madre. Para hornear y entregarte tu pedido necesitamos algunos de tus datos. Este aviso te dice cuáles, qué hacemos con ellos y cómo puedes cambiar de opinión.',
    responsible: {
      heading: 'Quién cuida tus datos',
      text: '{{shop}} es responsable de los datos personales que nos das. Nos encuentras aquí:',
      address: 'Dirección',
      whatsapp: 'WhatsApp',
      email: 'Correo',
    },
    kept: {
      heading: 'Qué datos guardamos',
      name: 'Tu nombre',
      phone: 'Tu teléfono y tu número de WhatsApp',
      email: 'Tu correo electrónico',
      address: 'Tu dirección de entrega',
      history: 'Tus pedidos: qué compraste, cuándo y cómo pagaste',
      messages: 'Si nos escribes por el formulario de contacto o te suscribes al boletín: tu mensaje y tu correo',
    },
    purpose: {
      heading: 'Para qué los usamos',
      prepare: 'Para preparar tu pedido para el día que elegiste.',
      deliver: 'Para entregártelo, o tenerlo listo cuando vengas a recogerlo.',
      contact: 'Para contactarte sobre tu pedido, casi siempre por WhatsApp.',
      answer: 'Para responder los mensajes que nos envías.',
      newsletter: 'Para enviarte el boletín, solo si te suscribiste; cada correo trae un enlace para darte de baja.',
      noMarketing: 'No usamos tus datos para nada más.',
    },
    sharing: {
      heading: 'Quién más los ve',
      noSale: 'Nunca vendemos, rentamos ni regalamos tus datos a nadie.',
      stripe:
        'Si pagas con tarjeta, escribes los datos de tu tarjeta en un formulario de Stripe, nuestro proveedor de pagos. Van directo a Stripe; nosotros nunca vemos ni guardamos el número de tu tarjeta.',
    },
    rights: {
      heading: 'Tus derechos ARCO',
      text: 'Puedes pedirnos en cualquier momento que te mostremos los datos que guardamos (acceso), que los corrijamos (rectificación), que los borremos (cancelación) o que dejemos de usarlos para algo (oposición).',
      how: 'Mándanos un WhatsApp o un correo diciendo qué necesitas, con tu nombre y tu teléfono para encontrar tus datos.',
      answer: 'Te respondemos en un máximo de 20 días hábiles, y normalmente en un par de días.',
    },
    changes: {
      heading: 'Cambios a este aviso',
      text: 'Si cambiamos este aviso, publicaremos la nueva versión en esta página con su fecha. Si el cambio afecta un pedido que tengas con nosotros, te avisamos por WhatsApp.',
    },
    loading: 'Cargando nuestros datos de contacto...',
  },
}
