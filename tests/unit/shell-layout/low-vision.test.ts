import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_LOW_VISION,
  applyLowVision,
  lowVision,
  lowVisionSteps,
  lowVisionVariables,
  normalizeLowVision,
  readLowVision,
  resetLowVision,
  updateLowVision,
} from '@/settings/low-vision'

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name)

afterEach(() => {
  lowVision.value = { ...DEFAULT_LOW_VISION }
  applyLowVision(lowVision.value)
})

describe('low-vision settings (spec 2 §2.5)', () => {
  it('defaults: font size 12, no font, no background, spacing normal', () => {
    expect(readLowVision(localStorage)).toEqual({
      fontSize: 12,
      font: null,
      background: null,
      letterSpacing: 0,
      lineSpacing: 1.5,
    })
  })
  it('font size steps by 2 px; letter spacing by 0.1; line spacing by 0.2; all saved locally', () => {
    lowVisionSteps.fontSize(1)
    lowVisionSteps.fontSize(1)
    lowVisionSteps.letterSpacing(1)
    lowVisionSteps.lineSpacing(1)
    lowVisionSteps.lineSpacing(1)
    expect(lowVision.value).toMatchObject({ fontSize: 16, letterSpacing: 0.1, lineSpacing: 1.9 })
    expect(JSON.parse(localStorage.getItem('lowVision')!)).toMatchObject({
      fontSize: 16,
      letterSpacing: 0.1,
      lineSpacing: 1.9,
    })
    expect(readLowVision(localStorage)).toEqual(lowVision.value)
    lowVisionSteps.fontSize(-1)
    expect(lowVision.value.fontSize).toBe(14)
  })
  it('values are clamped and rounded; garbage falls back to defaults', () => {
    expect(
      normalizeLowVision({
        fontSize: 99,
        letterSpacing: 0.30000000004,
        lineSpacing: 0.2,
        font: 'Comic Sans',
        background: 'red',
      }),
    ).toEqual({
      fontSize: 24,
      font: null,
      background: null,
      letterSpacing: 0.3,
      lineSpacing: 1.5,
    })
    localStorage.setItem('lowVision', '{not json')
    expect(readLowVision(localStorage)).toEqual(DEFAULT_LOW_VISION)
  })
  it('every setting reaches the whole app as CSS variables on :root', () => {
    updateLowVision({ fontSize: 20, font: 'Verdana', background: 'black', letterSpacing: 0.2, lineSpacing: 2.1 })
    expect(rootVar('--app-font-size')).toBe('22px')
    expect(rootVar('--app-font-family')).toContain('Verdana')
    expect(rootVar('--app-letter-spacing')).toBe('0.2em')
    expect(rootVar('--app-line-height')).toBe('2.1')
    expect(rootVar('--app-text-bg')).toBe('#000000')
    expect(rootVar('--app-text')).toBe('#ffffff')
    expect(document.documentElement.dataset.textBg).toBe('black')
    updateLowVision({ font: null, background: null })
    expect(rootVar('--app-font-family')).toBe('')
    expect(rootVar('--app-text-bg')).toBe('')
    expect(document.documentElement.dataset.textBg).toBeUndefined()
  })
  it('the default size keeps the normal 14 px text', () => {
    expect(lowVisionVariables(DEFAULT_LOW_VISION)['--app-font-size']).toBe('14px')
  })
  it('reset forgets the settings and reloads', () => {
    updateLowVision({ fontSize: 18 })
    let reloaded = 0
    resetLowVision(() => reloaded++)
    expect(localStorage.getItem('lowVision')).toBeNull()
    expect(lowVision.value).toEqual(DEFAULT_LOW_VISION)
    expect(reloaded).toBe(1)
  })
})
