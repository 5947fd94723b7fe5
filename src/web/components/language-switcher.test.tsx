import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY, switchLanguage, toLanguage, translator } from '../i18n/i18n'
import { LanguageSwitcher } from './language-switcher'

afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

describe('LanguageSwitcher', () => {
  it('switches to Spanish, remembers it and sets <html lang>', async () => {
    render(<LanguageSwitcher />)
    await userEvent.click(screen.getByRole('button', { name: 'Español' }))
    // Spanish is its own chunk: the switch completes once it has arrived.
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en')
    expect(translator.language).toBe('es')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es')
    expect(document.documentElement.lang).toBe('es-MX')
  })

  it('says what it does in the language of the page, never a text key', async () => {
    render(<LanguageSwitcher />)
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('title', 'Switch language to Español')
    await act(() => switchLanguage('es'))
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('title', 'Cambiar el idioma a English')
  })

  it('switches back to English', async () => {
    await act(() => switchLanguage('es'))
    render(<LanguageSwitcher />)
    await userEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('button', { name: 'Español' })).toBeVisible()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
  })
})

describe('toLanguage', () => {
  it.each([
    ['es-MX', 'es'],
    ['es', 'es'],
    ['ES-419', 'es'],
    ['en-US', 'en'],
    ['fr-FR', 'en'],
    [undefined, 'en'],
  ])('reads %s as %s', (code, language) => {
    expect(toLanguage(code)).toBe(language)
  })
})
