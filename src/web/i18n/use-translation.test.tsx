import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useMemo } from 'react'
import { afterEach, expect, it } from 'vitest'
import { switchLanguage, translator } from './i18n'
import { useTranslation } from './use-translation'

/** A text worked out once per `t`, as pages do with columns and labels. */
function Greeting() {
  const { t } = useTranslation('hook-test')
  const text = useMemo(() => t('greeting', { name: 'Ana' }), [t])
  return <p>{text}</p>
}

afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

it('draws a component again, memoised texts too, when its texts arrive and when the language changes', async () => {
  render(<Greeting />)
  expect(screen.getByText('greeting')).toBeInTheDocument()
  act(() => translator.addResourceBundle('en', 'hook-test', { greeting: 'Hello {{name}}' }))
  expect(screen.getByText('Hello Ana')).toBeInTheDocument()
  act(() => translator.addResourceBundle('es', 'hook-test', { greeting: 'Hola {{name}}' }))
  await act(() => switchLanguage('es'))
  expect(screen.getByText('Hola Ana')).toBeInTheDocument()
})
