import { DEFAULT_WHATSAPP_MESSAGE } from './shop-facts'

/**
 * A customer-facing chat link to the shop, with the message prefilled and URL-encoded (spaces, accents,
 * '&', '#'). The number should be E.164 (the settings API serves it so); only its digits are used.
 */
export function whatsappChatLink(phoneNumber: string, text: string = DEFAULT_WHATSAPP_MESSAGE): string {
  return `https://wa.me/${phoneNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
