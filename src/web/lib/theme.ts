import { useSyncExternalStore } from 'react'

export const THEME_STORAGE_KEY = 'theme'
export type Theme = 'light' | 'dark'

const listeners = new Set<() => void>()

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

/** Light by default; the choice is stored under 'theme' and applied as a class on <html> (index.html applies it before paint). */
export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {}
  for (const listener of listeners) listener()
}

export function useTheme(): Theme {
  return useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }, currentTheme)
}
