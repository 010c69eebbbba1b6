import { computed, signal } from '@preact/signals-react'
import lightTheme from 'primereact/resources/themes/lara-light-blue/theme.css?url'
import darkTheme from 'primereact/resources/themes/lara-dark-blue/theme.css?url'
import {
  DARK_ACCENTS,
  DARK_BASE_COLOR,
  DEFAULT_ACCENT,
  LEGACY_ACCENT,
  LIGHT_ACCENTS,
  LIGHT_BASE_COLOR,
  STORAGE_KEYS,
} from '@/lib/constants/shell'

/**
 * Theme settings (spec 2 §2.5, §3 Theme storage keys, §4 Theme, §9 Accent options), persisted under
 * the spec's keys: baseTheme ('stud' dark / 'dstu' light), baseColor (the accent), disableAnimations,
 * disableSignalR, disableSnow. Everything is applied through attributes and CSS variables on :root.
 */
export type ThemeMode = 'light' | 'dark'
export type DarkAccent = (typeof DARK_ACCENTS)[number]
export type LightAccent = (typeof LIGHT_ACCENTS)[number]
export type Accent = DarkAccent | LightAccent
export const THEME_KEY = STORAGE_KEYS.baseTheme

/** Accent colours per palette; each meets WCAG AA with the palette's surfaces and with --app-accent-contrast. */
export const ACCENT_COLORS: { light: Record<LightAccent, string>; dark: Record<DarkAccent, string> } = {
  light: {
    studSite: '#1f4e8c',
    neon: '#0b57d0',
    teal: '#00695c',
    error: '#b3261e',
    purple: '#6a1b9a',
    indigo: '#3949ab',
    pink: '#ad1457',
    green: '#2e7d32',
  },
  dark: {
    studSite: '#7fb0ff',
    purple: '#ce93d8',
    indigo: '#9fa8da',
    green: '#81c784',
    orange: '#ffb74d',
    error: '#ef9a9a',
  },
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage
}

function storedMode(): ThemeMode {
  return storage()?.getItem(THEME_KEY) === DARK_BASE_COLOR ? 'dark' : 'light'
}

/** The stored accent, with the old 'studLigth' migrated to 'studSite' (and stored back). */
export function readStoredAccent(store: Storage | null = storage()): string | null {
  const value = store?.getItem(STORAGE_KEYS.baseColor) ?? null
  if (value === LEGACY_ACCENT) {
    store?.setItem(STORAGE_KEYS.baseColor, DEFAULT_ACCENT)
    return DEFAULT_ACCENT
  }
  return value
}

export function accentsFor(mode: ThemeMode): readonly Accent[] {
  return mode === 'dark' ? DARK_ACCENTS : LIGHT_ACCENTS
}

export function isAccentOf(mode: ThemeMode, accent: string | null | undefined): accent is Accent {
  return !!accent && (accentsFor(mode) as readonly string[]).includes(accent)
}

/** The accent in force: the user's own choice, else the administrators' default, else studSite; one the palette has. */
export function effectiveAccent(mode: ThemeMode, own: string | null, siteDefault: string | null): Accent {
  if (isAccentOf(mode, own)) return own
  if (isAccentOf(mode, siteDefault)) return siteDefault
  return DEFAULT_ACCENT
}

export function accentColor(mode: ThemeMode, accent: Accent): string {
  const palette = ACCENT_COLORS[mode] as Record<string, string>
  return palette[accent] ?? palette[DEFAULT_ACCENT]
}

const flag = (key: string) => storage()?.getItem(key) === 'true'

export const themeMode = signal<ThemeMode>(storedMode())
/** The user's own accent (null: follow the site default). */
export const ownAccent = signal<string | null>(readStoredAccent())
/** init.defaultAccentColor, set by the shell once the initialization info has loaded. */
export const siteDefaultAccent = signal<string | null>(null)
export const animationsDisabled = signal(flag(STORAGE_KEYS.disableAnimations))
export const realtimeDisabled = signal(flag(STORAGE_KEYS.disableSignalR))
export const snowDisabled = signal(flag(STORAGE_KEYS.disableSnow))
export const accent = computed(() => effectiveAccent(themeMode.value, ownAccent.value, siteDefaultAccent.value))

/** Debug mode shows the realtime toggle: dev builds, or local key debug = 'true'. */
export function isDebug(): boolean {
  return Boolean(import.meta.env?.DEV) || storage()?.getItem(STORAGE_KEYS.debug) === 'true'
}

/**
 * Both palettes' accents go to :root (--app-accent-light / --app-accent-dark); global.css picks the one
 * of the current [data-theme], so the accent follows a theme switch by itself.
 */
function applyAccent(): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  root.dataset.accent = accent.value
  for (const mode of ['light', 'dark'] as const) {
    root.style.setProperty(
      `--app-accent-${mode}`,
      accentColor(mode, effectiveAccent(mode, ownAccent.value, siteDefaultAccent.value)),
    )
  }
}

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
  const root = document.documentElement
  root.dataset.theme = mode
  root.dataset.baseColor = mode === 'dark' ? DARK_BASE_COLOR : LIGHT_BASE_COLOR
  root.dataset.animations = animationsDisabled.value ? 'off' : 'on'
  applyAccent()
}

export function setThemeMode(mode: ThemeMode): void {
  themeMode.value = mode
  storage()?.setItem(THEME_KEY, mode === 'dark' ? DARK_BASE_COLOR : LIGHT_BASE_COLOR)
  applyTheme(mode)
}

export function setAccent(value: Accent): void {
  ownAccent.value = value
  storage()?.setItem(STORAGE_KEYS.baseColor, value)
  applyAccent()
}

export function setSiteDefaultAccent(value: string | null): void {
  siteDefaultAccent.value = value
  applyAccent()
}

type FlagKey =
  | typeof STORAGE_KEYS.disableAnimations
  | typeof STORAGE_KEYS.disableSignalR
  | typeof STORAGE_KEYS.disableSnow
const FLAG_SIGNALS = {
  [STORAGE_KEYS.disableAnimations]: animationsDisabled,
  [STORAGE_KEYS.disableSignalR]: realtimeDisabled,
  [STORAGE_KEYS.disableSnow]: snowDisabled,
} as const

/** Stores one of the 'disable…' flags ('true' / 'false' as the original app stores them). */
export function setDisabledFlag(key: FlagKey, disabled: boolean): void {
  FLAG_SIGNALS[key].value = disabled
  storage()?.setItem(key, String(disabled))
  if (key === STORAGE_KEYS.disableAnimations) applyTheme()
}
