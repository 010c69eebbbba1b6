import { afterEach, describe, expect, it } from 'vitest'
import {
  ACCENT_COLORS,
  accent,
  accentsFor,
  applyTheme,
  effectiveAccent,
  ownAccent,
  readStoredAccent,
  setAccent,
  setDisabledFlag,
  setSiteDefaultAccent,
  setThemeMode,
  themeMode,
} from '@/settings/theme'
import { DARK_ACCENTS, LIGHT_ACCENTS, STORAGE_KEYS } from '@/lib/constants/shell'
import { changeAndAskReload } from '@/screens/settings/theme-actions'

afterEach(() => {
  themeMode.value = 'light'
  ownAccent.value = null
  setSiteDefaultAccent(null)
})

describe('theme storage (spec 2 §3 keys, §4 Theme)', () => {
  it('uses exactly the spec storage keys', () => {
    expect([
      STORAGE_KEYS.baseColor,
      STORAGE_KEYS.baseTheme,
      STORAGE_KEYS.disableAnimations,
      STORAGE_KEYS.disableSignalR,
      STORAGE_KEYS.disableSnow,
      STORAGE_KEYS.beta,
    ]).toEqual(['baseColor', 'baseTheme', 'disableAnimations', 'disableSignalR', 'disableSnow', 'beta'])
  })
  it('dark stores base colour stud, light stores dstu, and the root follows', () => {
    setThemeMode('dark')
    expect(localStorage.getItem('baseTheme')).toBe('stud')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(document.documentElement.dataset.baseColor).toBe('stud')
    setThemeMode('light')
    expect(localStorage.getItem('baseTheme')).toBe('dstu')
    expect(document.documentElement.dataset.theme).toBe('light')
  })
  it('the accent is stored under baseColor and applied to --app-accent', () => {
    setAccent('teal')
    expect(localStorage.getItem('baseColor')).toBe('teal')
    expect(document.documentElement.style.getPropertyValue('--app-accent-light')).toBe(ACCENT_COLORS.light.teal)
    expect(document.documentElement.style.getPropertyValue('--app-accent-dark')).toBe(ACCENT_COLORS.dark.studSite) // teal is light-only
    expect(document.documentElement.dataset.accent).toBe('teal')
  })
  it("the old value 'studLigth' is migrated to 'studSite' and stored back", () => {
    localStorage.setItem('baseColor', 'studLigth')
    expect(readStoredAccent(localStorage)).toBe('studSite')
    expect(localStorage.getItem('baseColor')).toBe('studSite')
    localStorage.setItem('baseColor', 'pink')
    expect(readStoredAccent(localStorage)).toBe('pink')
  })
  it('disable flags are stored as true/false under their keys', () => {
    setDisabledFlag('disableAnimations', true)
    setDisabledFlag('disableSignalR', true)
    setDisabledFlag('disableSnow', false)
    expect(localStorage.getItem('disableAnimations')).toBe('true')
    expect(localStorage.getItem('disableSignalR')).toBe('true')
    expect(localStorage.getItem('disableSnow')).toBe('false')
    expect(document.documentElement.dataset.animations).toBe('off')
    setDisabledFlag('disableAnimations', false)
    expect(document.documentElement.dataset.animations).toBe('on')
  })
})

describe('accent options (spec 2 §9)', () => {
  it('lists the spec accents per theme in order', () => {
    expect(accentsFor('dark')).toEqual(['studSite', 'purple', 'indigo', 'green', 'orange', 'error'])
    expect(accentsFor('light')).toEqual(['studSite', 'neon', 'teal', 'error', 'purple', 'indigo', 'pink', 'green'])
    expect(Object.keys(ACCENT_COLORS.dark)).toEqual([...DARK_ACCENTS])
    expect(Object.keys(ACCENT_COLORS.light)).toEqual([...LIGHT_ACCENTS])
  })
  it('own choice, else the site default, else studSite — only accents the palette has', () => {
    expect(effectiveAccent('light', null, null)).toBe('studSite')
    expect(effectiveAccent('light', null, 'pink')).toBe('pink')
    expect(effectiveAccent('light', 'teal', 'pink')).toBe('teal')
    expect(effectiveAccent('dark', 'teal', 'orange')).toBe('orange') // teal is light-only
    expect(effectiveAccent('dark', 'neon', 'pink')).toBe('studSite')
    expect(effectiveAccent('light', 'bogus', null)).toBe('studSite')
  })
  it('the site default applies until the user picks one', () => {
    setSiteDefaultAccent('green')
    expect(accent.value).toBe('green')
    applyTheme('light')
    expect(document.documentElement.style.getPropertyValue('--app-accent-light')).toBe(ACCENT_COLORS.light.green)
    expect(document.documentElement.style.getPropertyValue('--app-accent-dark')).toBe(ACCENT_COLORS.dark.green)
    setAccent('indigo')
    expect(accent.value).toBe('indigo')
  })
})

describe("changing animations or realtime asks 'Перезагрузите страницу'", () => {
  it('stores the flag, asks, reloads only when accepted', async () => {
    const asked: string[] = []
    let reloads = 0
    const no = await changeAndAskReload('disableSignalR', true, {
      ask: async (m) => (asked.push(m), false),
      reload: () => reloads++,
    })
    expect(no).toBe(false)
    expect(localStorage.getItem('disableSignalR')).toBe('true')
    expect(reloads).toBe(0)
    await changeAndAskReload('disableAnimations', true, {
      ask: async (m) => (asked.push(m), true),
      reload: () => reloads++,
    })
    expect(localStorage.getItem('disableAnimations')).toBe('true')
    expect(reloads).toBe(1)
    expect(asked).toEqual(['Перезагрузите страницу', 'Перезагрузите страницу'])
  })
})
