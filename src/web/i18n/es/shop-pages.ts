/** Términos y condiciones (/terms) y mapa del sitio (/sitemap); catalogues.test.ts los compara con en/shop-pages.ts. */
export const shopPages = {
  terms: {
    title: 'Términos y condiciones',
    updated: 'Última actualización: noviembre de 2026',
    intro: 'Estas son las pocas reglas para pedir en {{shop}}. Están escritas para leerse: si algo no queda claro, pregúntanos.',
    orders: {
      heading: 'Pedidos anticipados',
      bake: 'Horneamos sobre pedido. En el pago eliges un día de horneado ({{bakingDays}}) y, si recoges, un horario.',
      cutoff: 'Los pedidos para un día cierran a las {{time}} del día anterior, para alimentar la masa madre y formar tu pan.',
      noCutoff: 'Los pedidos para un día cierran cuando el día se llena; cada producto dice cuánto tarda en prepararse.',
      confirm: 'Tu pedido es nuestro para hornear en cuanto el pago muestra su número de pedido. Si algo cambia, te escribimos por WhatsApp.',
    },
    prices: {
      heading: 'Precios y pago',
      currency: 'Los precios están en pesos mexicanos (MXN). Pagas lo que muestra el pago al hacer el pedido; no cambia después.',
      methods:
        'Puedes pagar en efectivo al recoger o recibir tu pedido, por transferencia (SPEI) a la cuenta de tu página de confirmación, o con tarjeta cuando la tienda la ofrece.',
    },
    pickup: {
      heading: 'Recoger y entrega a domicilio',
      pickup: 'Recoge en nuestra tienda, {{address}}, en el horario que elegiste. Trae tu número de pedido o el nombre con el que pediste.',
      delivery: 'Entregamos en el área de Mérida el día que elegiste. Asegúrate de que alguien pueda recibir el pedido.',
    },
    changes: {
      heading: 'Cambios y cancelaciones',
      before:
        'Escríbenos por WhatsApp para cambiar o cancelar un pedido antes del cierre. Lo pagado con tarjeta o transferencia se devuelve completo.',
      after: 'Después del cierre tu pan ya está fermentando: quizá no podamos cancelarlo ni devolver el dinero.',
      ours: 'Si no podemos hornear tu pedido (se descompone un horno, una tormenta), te avisamos en cuanto lo sepamos y devolvemos lo que pagaste.',
    },
    allergens: {
      heading: 'Alérgenos',
      text: 'En nuestra cocina usamos trigo, lácteos, huevo, nueces y semillas todos los días. Los productos marcados como veganos no llevan ingredientes de origen animal, pero pueden tener trazas.',
    },
    contact: {
      heading: 'Dudas',
      text: 'Escríbenos por WhatsApp o correo; mira la sección de contacto de la página de inicio. Cómo cuidamos tus datos está en nuestro',
      privacy: 'aviso de privacidad',
    },
  },
  sitemap: {
    title: 'Mapa del sitio',
    intro: 'Todas las páginas de la tienda en un solo lugar.',
    shop: 'Tienda',
    home: 'Inicio',
    process: 'Nuestro proceso',
    order: 'Aparta tu pan',
    contact: 'Contacto',
    products: 'Todos los productos',
    cart: 'Carrito',
    checkout: 'Pago',
    information: 'Información',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
    productsHeading: 'Productos',
  },
} as const
