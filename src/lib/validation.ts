import * as v from 'valibot'

/**
 * What never shows as a glyph: white space, control and format characters (zero-width space and joiners,
 * direction marks, BOM), lone surrogates, unassigned code points, combining marks on their own, the other
 * default-ignorable code points (Hangul fillers, variation selectors) and the blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{Cn}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu

/** At least one visible character: «required» everywhere means this, so `\u200B\u200B` is empty. */
export function hasVisibleText(value: unknown): boolean {
  return typeof value === 'string' && value.replace(INVISIBLE, '').length > 0
}

/** A required text for valibot schemas (forms and mock handlers alike): a string with a visible character. */
export const visibleText = (message: string) =>
  v.pipe(v.string(message), v.check<string, string>(hasVisibleText, message))

/** Keys the numeric fields let through (spec: backspace, space, minus, delete, digits). */
export function isAllowedNumberKey(key: string): boolean {
  return (
    /^[0-9]$/.test(key) ||
    key === 'Backspace' ||
    key === 'Delete' ||
    key === ' ' ||
    key === '-' ||
    key === 'Tab' ||
    key.startsWith('Arrow') ||
    key === 'Home' ||
    key === 'End' ||
    key === 'Enter' ||
    key === 'Escape'
  )
}
