import { useMutation } from '@tanstack/react-query'
import { type ChangeEvent, useState } from 'react'
import { MAX_PHOTO_BYTES, productImageSources } from '../../../domain/catalog/product-photos'
import { Field } from '../../components/ui/field'
import { FileInput } from '../../components/ui/file-input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'

type StoredPhoto = { url: string }
type Props = { imageUrl: string; onUploaded: (url: string) => void }

/**
 * Staff choose a JPEG, PNG or WebP from the device; the shop stores it as WebP on its own origin and the product's
 * image address becomes that photo's. Too large a file is refused here, before it is sent.
 */
export function ProductPhotoField({ imageUrl, onUploaded }: Props) {
  const { t } = useTranslation()
  const [tooLarge, setTooLarge] = useState(false)
  const upload = useMutation({
    mutationFn: (file: File) => api.upload<StoredPhoto>('/api/photos', file),
    onSuccess: (photo) => onUploaded(photo.url),
  })

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setTooLarge(file.size > MAX_PHOTO_BYTES)
    if (file.size <= MAX_PHOTO_BYTES) upload.mutate(file)
  }

  const error = tooLarge ? t('admin.products.photoTooLarge') : upload.error?.message
  return (
    <div className="flex flex-wrap items-end gap-4">
      {imageUrl && (
        <img
          {...productImageSources(imageUrl, 'small')}
          sizes="128px"
          alt={t('admin.products.imagePreview')}
          className="h-24 w-32 rounded-lg border border-stone-200 object-cover dark:border-stone-700"
        />
      )}
      <Field
        className="min-w-60 flex-1"
        label={t('admin.products.photo')}
        error={error}
        hint={upload.isPending ? t('admin.products.photoUploading') : t('admin.products.photoHint')}
      >
        <FileInput accept="image/jpeg,image/png,image/webp" onChange={choose} disabled={upload.isPending} />
      </Field>
    </div>
  )
}
