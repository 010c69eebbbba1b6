import { signal } from '@preact/signals-react'
import lightTheme from 'primereact/resources/themes/lara-light-blue/theme.css?url'
import darkTheme from 'primereact/resources/themes/lara-dark-blue/theme.css?url'

/** Light ('dstu' base colour) or dark ('stud'); persisted under the spec's key baseTheme. */
export type ThemeMode = 'light' | 'dark'
export const THEME_KEY = 'baseTheme'

function storedMode(): ThemeMode {
  if (typeof localStorage === 'undefined') return 'light'
  return localStorage.getItem(THEME_KEY) === 'stud' ? 'dark' : 'light'
}

export const themeMode = signal<ThemeMode>(storedMode())

export function applyTheme(mode: ThemeMode = themeMode.value): void {
  if (typeof document === 'undefined') return
  let link = document.getElementById('theme-link') as HTMLLinkElement | null
  if (!link) {
    link = document.createElement('link')
    link.id = 'theme-link'
    link.rel = 'stylesheet'
    document.head.prepend(link)
  }
  link.href = mode === 'dark' ? darkTheme : lightTheme
  document.documentElement.dataset.theme = mode
}

export function setThemeMode(mode: ThemeMode): void {
  themeMode.value = mode
  localStorage.setItem(THEME_KEY, mode === 'dark' ? 'stud' : 'dstu')
  applyTheme(mode)
}
