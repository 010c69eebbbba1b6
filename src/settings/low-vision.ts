import { signal } from '@preact/signals-react'
import {
  DEFAULT_FONT_SIZE,
  DEFAULT_LINE_SPACING,
  FONT_SIZE_STEP,
  LETTER_SPACING_STEP,
  LINE_SPACING_STEP,
  LOW_VISION_FONTS,
  MAX_FONT_SIZE,
  MAX_LETTER_SPACING,
  MAX_LINE_SPACING,
  MIN_FONT_SIZE,
  STORAGE_KEYS,
} from '@/lib/constants/shell'

/**
 * The low-vision panel's settings (spec 2 §2.5): font size (±2 px, default 12), font, text background
 * colour, letter spacing (steps of 0.1 em), line spacing (steps of 0.2). Saved in local storage and
 * applied to the whole app as CSS variables on :root, which global.css feeds into every screen
 * (and into PrimeReact through the root font size and --font-family).
 */
export type LowVisionFont = (typeof LOW_VISION_FONTS)[number]
export const TEXT_BACKGROUNDS = ['white', 'black', 'beige', 'blue'] as const
export type TextBackground = (typeof TEXT_BACKGROUNDS)[number]

export interface LowVision {
  fontSize: number
  font: LowVisionFont | null
  background: TextBackground | null
  letterSpacing: number
  lineSpacing: number
}

export const DEFAULT_LOW_VISION: LowVision = {
  fontSize: DEFAULT_FONT_SIZE,
  font: null,
  background: null,
  letterSpacing: 0,
  lineSpacing: DEFAULT_LINE_SPACING,
}

/** Background and text colour pairs (each with a contrast ratio far above 7:1). */
export const BACKGROUND_COLORS: Record<TextBackground, { bg: string; text: string; muted: string }> = {
  white: { bg: '#ffffff', text: '#000000', muted: '#333333' },
  black: { bg: '#000000', text: '#ffffff', muted: '#d0d0d0' },
  beige: { bg: '#f7f3e3', text: '#2b2118', muted: '#4a3d30' },
  blue: { bg: '#dbeafe', text: '#0b1f3a', muted: '#203550' },
}

const FONT_STACKS: Record<LowVisionFont, string> = {
  Arial: 'Arial, Helvetica, sans-serif',
  'Times new roman': "'Times New Roman', Times, serif",
  Calibri: 'Calibri, Carlito, sans-serif',
  Courier: "'Courier New', Courier, monospace",
  Verdana: 'Verdana, Geneva, sans-serif',
}

const round1 = (n: number) => Math.round(n * 10) / 10
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** Keeps only valid values; anything else falls back to the default. */
export function normalizeLowVision(raw: unknown): LowVision {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)
  return {
    fontSize: clamp(Math.round(num(value.fontSize, DEFAULT_FONT_SIZE)), MIN_FONT_SIZE, MAX_FONT_SIZE),
    font: (LOW_VISION_FONTS as readonly unknown[]).includes(value.font) ? (value.font as LowVisionFont) : null,
    background: (TEXT_BACKGROUNDS as readonly unknown[]).includes(value.background)
      ? (value.background as TextBackground)
      : null,
    letterSpacing: round1(clamp(num(value.letterSpacing, 0), 0, MAX_LETTER_SPACING)),
    lineSpacing: round1(clamp(num(value.lineSpacing, DEFAULT_LINE_SPACING), DEFAULT_LINE_SPACING, MAX_LINE_SPACING)),
  }
}

export function readLowVision(
  store: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
): LowVision {
  try {
    const raw = store?.getItem(STORAGE_KEYS.lowVision)
    return normalizeLowVision(raw ? JSON.parse(raw) : null)
  } catch {
    return { ...DEFAULT_LOW_VISION }
  }
}

export const lowVision = signal<LowVision>(readLowVision())

/**
 * The CSS variables for a setting. The panel's 12 px is the app's normal text size (the root stays at
 * its 14 px base); each 2 px step of the panel adds 2 px to the root, so rem-sized widgets grow too.
 */
export function lowVisionVariables(value: LowVision): Record<string, string> {
  const vars: Record<string, string> = {
    '--app-font-size': `${14 + (value.fontSize - DEFAULT_FONT_SIZE)}px`,
    '--app-letter-spacing': value.letterSpacing ? `${value.letterSpacing}em` : 'normal',
    '--app-line-height': String(value.lineSpacing),
  }
  if (value.font) vars['--app-font-family'] = FONT_STACKS[value.font]
  if (value.background) {
    const colors = BACKGROUND_COLORS[value.background]
    Object.assign(vars, {
      '--app-text-bg': colors.bg,
      '--app-bg': colors.bg,
      '--app-surface': colors.bg,
      '--app-text': colors.text,
      '--app-muted': colors.muted,
    })
  }
  return vars
}

/** From this panel size on, compact widgets (the bottom navigation) drop their captions instead of clipping them. */
export const LARGE_FONT_SIZE = 18

const ALL_VARIABLES = [
  '--app-font-size',
  '--app-letter-spacing',
  '--app-line-height',
  '--app-font-family',
  '--app-text-bg',
  '--app-bg',
  '--app-surface',
  '--app-text',
  '--app-muted',
]

export function applyLowVision(value: LowVision = lowVision.value): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  for (const name of ALL_VARIABLES) root.style.removeProperty(name)
  for (const [name, v] of Object.entries(lowVisionVariables(value))) root.style.setProperty(name, v)
  if (value.background) root.dataset.textBg = value.background
  else delete root.dataset.textBg
  if (value.fontSize >= LARGE_FONT_SIZE) root.dataset.fontLarge = ''
  else delete root.dataset.fontLarge
}

export function updateLowVision(patch: Partial<LowVision>): LowVision {
  const next = normalizeLowVision({ ...lowVision.value, ...patch })
  lowVision.value = next
  localStorage.setItem(STORAGE_KEYS.lowVision, JSON.stringify(next))
  applyLowVision(next)
  return next
}

export const lowVisionSteps = {
  fontSize: (delta: 1 | -1) => updateLowVision({ fontSize: lowVision.value.fontSize + delta * FONT_SIZE_STEP }),
  letterSpacing: (delta: 1 | -1) =>
    updateLowVision({ letterSpacing: lowVision.value.letterSpacing + delta * LETTER_SPACING_STEP }),
  lineSpacing: (delta: 1 | -1) =>
    updateLowVision({ lineSpacing: lowVision.value.lineSpacing + delta * LINE_SPACING_STEP }),
}

/** Reset: forget the settings and reload the page (spec 2 §2.5). */
export function resetLowVision(reload: () => void = () => location.reload()): void {
  localStorage.removeItem(STORAGE_KEYS.lowVision)
  lowVision.value = { ...DEFAULT_LOW_VISION }
  applyLowVision(lowVision.value)
  reload()
}
