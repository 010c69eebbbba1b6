import { toIsoDate } from '@/lib/dates'

/** Pure rules of the date field (spec 1 §5, §9): mask ##.##.####, exactly 10 characters accepted. */
export const DATE_MASK = '99.99.9999'
export const DATE_TEXT_LENGTH = 10
/** Calendar panel width (spec 1 §9). */
export const CALENDAR_WIDTH_PX = 290

export type DateParse = { ok: true; iso: string } | { ok: false; reason: 'empty' | 'incomplete' | 'invalid' | 'range' }

/** 'dd.mm.yyyy' → yyyy-mm-dd within [min, max] (both yyyy-mm-dd, inclusive). */
export function parseMaskedDate(text: string, min?: string | null, max?: string | null): DateParse {
  const trimmed = text.replace(/[_\s]/g, '')
  if (trimmed === '' || trimmed === '..') return { ok: false, reason: 'empty' }
  if (text.length !== DATE_TEXT_LENGTH || trimmed.length !== DATE_TEXT_LENGTH)
    return { ok: false, reason: 'incomplete' }
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, dd, mm, yyyy] = match
  const day = Number(dd)
  const month = Number(mm)
  const year = Number(yyyy)
  const date = new Date(year, month - 1, day)
  if (year < 1000 || date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return { ok: false, reason: 'invalid' }
  const iso = `${yyyy}-${mm}-${dd}`
  if ((min && iso < min) || (max && iso > max)) return { ok: false, reason: 'range' }
  return { ok: true, iso }
}

/**
 * The input mask ##.##.####: keeps the digits of what is in the field (at most 8), inserts the dots,
 * and maps the caret to the position after the same number of digits.
 */
export function applyDateMask(raw: string, caret: number): { text: string; caret: number } {
  const digits = raw.replace(/\D/g, '').slice(0, 8)
  const digitsBeforeCaret = Math.min(raw.slice(0, caret).replace(/\D/g, '').length, digits.length)
  let text = ''
  let nextCaret = 0
  for (let i = 0; i < digits.length; i++) {
    if (i === 2 || i === 4) text += '.'
    text += digits[i]
    if (i + 1 === digitsBeforeCaret) nextCaret = text.length
  }
  // A dot typed right after a complete day or month is kept, so «17.» shows as typed.
  if (
    (digits.length === 2 || digits.length === 4) &&
    /\.$/.test(raw.slice(0, caret)) &&
    digitsBeforeCaret === digits.length
  ) {
    text += '.'
    nextCaret = text.length
  }
  return { text, caret: digitsBeforeCaret === 0 ? 0 : nextCaret }
}

/** yyyy-mm-dd → 'dd.mm.yyyy' ('' for null). */
export function formatMaskedDate(iso: string | null): string {
  if (!iso) return ''
  const [y, m, d] = iso.slice(0, 10).split('-')
  return `${d}.${m}.${y}`
}

/** yyyy-mm-dd ⇄ local Date (the calendar works in local days). */
export function isoToDate(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number)
  return new Date(y, m - 1, d)
}

/** A picked day as yyyy-mm-dd (local date), the form dates travel in. */
export const dateToIso = (date: Date): string => toIsoDate(date)
