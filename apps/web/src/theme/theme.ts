import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'

const storageKey = 'theme'
const listeners = new Set<() => void>()

function storedTheme(): Theme {
  return localStorage.getItem(storageKey) === 'dark' ? 'dark' : 'light'
}

let current = storedTheme()

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
}

apply(current)

export function setTheme(theme: Theme) {
  current = theme
  localStorage.setItem(storageKey, theme)
  apply(theme)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The theme a render to HTML is drawn in: the HTML keeps no stored choice, and a page taking that HTML
 * over (src/boot.tsx) starts from the same theme, then follows the stored one.
 */
const drawnTheme = (): Theme => 'light'

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => current, drawnTheme)
}
