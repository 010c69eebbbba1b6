/**
 * Re-typing text between the Latin (QWERTY) and Cyrillic (ЙЦУКЕН) keyboard layouts, as when a user
 * forgot to switch: 'ghbdtn' ↔ 'привет'. Keys are the same physical keys; characters without a
 * counterpart are kept as they are.
 */
const LATIN = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~'
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ'

const toCyrillic = new Map<string, string>()
const toLatin = new Map<string, string>()
for (let i = 0; i < LATIN.length; i++) {
  toCyrillic.set(LATIN[i], CYRILLIC[i])
  toLatin.set(CYRILLIC[i], LATIN[i])
}

/** Latin keys re-typed in the Cyrillic layout ('ghbdtn' → 'привет'). */
export function latinToCyrillic(text: string): string {
  let out = ''
  for (const ch of text) out += toCyrillic.get(ch) ?? ch
  return out
}

/** Cyrillic keys re-typed in the Latin layout ('привет' → 'ghbdtn'). */
export function cyrillicToLatin(text: string): string {
  let out = ''
  for (const ch of text) out += toLatin.get(ch) ?? ch
  return out
}

/**
 * The same keys in the other layout: each character is swapped in its own direction, so mixed text
 * ('ghbdtn мир') becomes 'привет vbh'. Punctuation that exists in both layouts maps by key.
 */
export function swapLayout(text: string): string {
  let out = ''
  for (const ch of text) out += toCyrillic.get(ch) ?? toLatin.get(ch) ?? ch
  return out
}
