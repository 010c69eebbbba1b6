import type { EditorError } from '@/machines/nir/work-editor.types'
import { nirTexts as t } from '@/texts/ru/nir'

/** An editor error code as text; a refusal shows the server's own message. */
export function errorText(error: EditorError | null): string | null {
  if (!error) return null
  if (error.code === 'badRequest' || error.code === 'forbidden') return error.message ?? t.errors[error.code]
  return t.errors[error.code]
}
