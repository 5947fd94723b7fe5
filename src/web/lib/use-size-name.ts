import { SIZE_CENTIMETRES } from '../../domain/catalog/customization-options'
import { useTranslation } from '../i18n/use-translation'

/** A cake size in inches and centimetres, as a Mexican customer measures it: '20 cm (8")'; '8" (20 cm)' in English. */
export function useSizeName(): (size: string) => string {
  const { t } = useTranslation()
  return (size) => {
    const centimetres = SIZE_CENTIMETRES[size]
    return centimetres === undefined ? size : t('catalog.sizeName', { inches: size, centimetres })
  }
}
