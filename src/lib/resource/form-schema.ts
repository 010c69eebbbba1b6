import * as v from 'valibot'
import { formatFileSize } from '@/lib/file-size'
import { toIsoDate } from '@/lib/dates'
import { tableTexts as t } from '@/texts/ru/table'
import { hasVisibleText, isAllowedNumberKey } from '@/lib/validation'
import type { Row, TableColumn } from './table-types'

/**
 * The create/edit dialog's form, derived from the column definitions (spec 2 §5 "Table dialog form"):
 * which fields it has, their start values, and the valibot schema react-hook-form validates with.
 * The schema's OUTPUT is the save payload: text trimmed, numbers as numbers, dates yyyy-mm-dd; a file
 * field outputs the chosen File (uploaded first by the caller, see `uploadFiles`) or the kept path.
 */
export type FormMode = 'create' | 'edit'
export type FieldKind = 'text' | 'number' | 'boolean' | 'select' | 'date' | 'file'
export type FormValues = Record<string, unknown>

/** Keys the numeric fields let through: one rule, also used by the digits-only TextField (src/ui/form). */
export { isAllowedNumberKey }

export function fieldKind(column: TableColumn): FieldKind {
  if (column.listName) return 'select'
  if (column.type === 'boolean') return 'boolean'
  if (column.type === 'date') return 'date'
  if (column.type === 'file') return 'file'
  if (column.isNumber) return 'number'
  return 'text'
}

/** The columns the dialog shows: not hiddenForm, not action buttons or pictures. */
export function formColumns<R extends Row>(columns: readonly TableColumn<R>[]): TableColumn<R>[] {
  return columns.filter(
    (c) => !c.hiddenForm && c.type !== 'action-buttons' && c.type !== 'image' && c.type !== 'image-avatar',
  )
}

export function isReadonly(column: TableColumn, mode: FormMode): boolean {
  return mode === 'edit' && Boolean(column.editReadonly)
}

function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return value
  if (typeof value !== 'string' || !value) return null
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null
}

/** Start values: the row's (edit) or empty ones (create), in the shape each field edits. */
export function formDefaults<R extends Row>(columns: readonly TableColumn<R>[], row: R | null): FormValues {
  const out: FormValues = {}
  for (const column of formColumns(columns)) {
    const raw = row?.[column.value]
    switch (fieldKind(column as TableColumn)) {
      case 'boolean':
        out[column.value] = Boolean(raw)
        break
      case 'number':
        out[column.value] = raw === null || raw === undefined ? '' : String(raw)
        break
      case 'select':
        out[column.value] = column.multiple ? (Array.isArray(raw) ? [...raw] : []) : (raw ?? null)
        break
      case 'date':
        out[column.value] = parseDate(raw)
        break
      case 'file':
        out[column.value] = typeof raw === 'string' && raw ? raw : null
        break
      default:
        out[column.value] = raw === null || raw === undefined ? '' : String(raw)
    }
  }
  return out
}

/** At least one visible character (issue 13 item 6: zero-width-only text such as '\u200B\u200B' is empty). */
export { hasVisibleText }

function textSchema(column: TableColumn) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => !column.required || hasVisibleText(s), t.required),
    v.check((s) => !column.maxLength || s.length <= column.maxLength, t.tooLong(column.maxLength ?? 0)),
  )
}

function numberSchema(column: TableColumn) {
  return v.pipe(
    v.string(),
    v.transform((s) => s.replace(/\s+/g, '')),
    v.check((s) => !column.required || s.length > 0, t.required),
    v.check((s) => s === '' || /^-?\d+$/.test(s), t.notNumber),
    v.check((s) => !column.maxLength || s.length <= column.maxLength, t.tooLong(column.maxLength ?? 0)),
    v.transform((s) => (s === '' ? null : Number(s))),
  )
}

function booleanSchema(column: TableColumn) {
  return v.pipe(
    v.boolean(),
    v.check((b) => !column.required || b, t.mustTick),
  )
}

function selectSchema(column: TableColumn) {
  const id = v.union([v.number(), v.string()])
  if (column.multiple)
    return v.pipe(
      v.array(id),
      v.check((a) => !column.required || a.length > 0, t.chooseAtLeastOne),
    )
  return v.pipe(
    v.nullable(id),
    v.check((x) => !column.required || (x !== null && x !== ''), t.chooseOne),
  )
}

function dateSchema(column: TableColumn) {
  return v.pipe(
    v.nullable(v.date(t.badDate)),
    v.check((d) => !column.required || d !== null, t.required),
    v.check((d) => d === null || !Number.isNaN(d.getTime()), t.badDate),
    v.check((d) => d === null || !column.allowedDates || column.allowedDates(d), t.dateNotAllowed),
    v.transform((d) => (d ? toIsoDate(d) : null)),
  )
}

function fileSchema(column: TableColumn) {
  const isFile = (x: unknown): x is File => typeof File !== 'undefined' && x instanceof File
  return v.pipe(
    v.custom<File | string | null>((x) => x === null || typeof x === 'string' || isFile(x)),
    v.check((x) => !column.required || (x !== null && x !== ''), t.required),
    v.check(
      (x) => !isFile(x) || !column.maxSizeFile || x.size < column.maxSizeFile,
      t.fileTooBig(formatFileSize(column.maxSizeFile ?? 0)),
    ),
  )
}

export function fieldSchema(column: TableColumn) {
  switch (fieldKind(column)) {
    case 'number':
      return numberSchema(column)
    case 'boolean':
      return booleanSchema(column)
    case 'select':
      return selectSchema(column)
    case 'date':
      return dateSchema(column)
    case 'file':
      return fileSchema(column)
    default:
      return textSchema(column)
  }
}

/** The dialog's schema: one entry per form column; read-only fields (edit mode) pass unchecked. */
export function buildFormSchema<R extends Row>(columns: readonly TableColumn<R>[], mode: FormMode) {
  const entries: Record<string, v.GenericSchema> = {}
  for (const column of formColumns(columns))
    entries[column.value] = isReadonly(column as TableColumn, mode)
      ? v.unknown()
      : (fieldSchema(column as TableColumn) as v.GenericSchema)
  return v.object(entries)
}

/**
 * Files first (spec 2 §5): every file field holding a new File is uploaded and replaced by the path
 * the server returns; a failed upload rejects and nothing is saved.
 */
export async function uploadFiles(
  values: FormValues,
  upload: (file: File, field: string) => Promise<string>,
): Promise<FormValues> {
  const out: FormValues = { ...values }
  for (const [key, value] of Object.entries(values)) {
    if (typeof File !== 'undefined' && value instanceof File) out[key] = await upload(value, key)
  }
  return out
}

/**
 * The SAVE BODY's schema (what `buildFormSchema` outputs, as JSON): the mock backend validates a POST/PUT
 * body with it, so the server refuses what the form refuses (400 with the first message).
 * Text: trimmed, required = at least one visible character, maxLength; number: integer or null;
 * select: an id (or ids); date: 'yyyy-mm-dd' or null (allowedDates kept); file: a stored path or null.
 */
export function buildBodySchema<R extends Row>(columns: readonly TableColumn<R>[]) {
  const entries: Record<string, v.GenericSchema> = {}
  for (const c of formColumns(columns)) {
    const column = c as TableColumn
    const need = <T>(ok: (x: T) => boolean, message: string) =>
      v.check<T, string>((x) => !column.required || ok(x), message)
    switch (fieldKind(column)) {
      case 'number':
        entries[column.value] = v.pipe(
          v.optional(
            v.nullable(
              v.union(
                [
                  v.number(),
                  v.pipe(
                    v.string(),
                    v.trim(),
                    v.transform((s) => (s === '' ? null : Number(s))),
                  ),
                ],
                t.notNumber,
              ),
            ),
            null,
          ),
          v.check((n) => n === null || Number.isInteger(n), t.notNumber),
          need<number | null>((n) => n !== null, `${column.text}: ${t.required}`),
        )
        break
      case 'boolean':
        entries[column.value] = v.pipe(
          v.optional(v.boolean(), false),
          need<boolean>((b) => b, `${column.text}: ${t.mustTick}`),
        )
        break
      case 'select': {
        const id = v.union([v.number(), v.string()], `${column.text}: ${t.chooseOne}`)
        entries[column.value] = column.multiple
          ? v.pipe(
              v.optional(v.array(id), []),
              need<(string | number)[]>((a) => a.length > 0, `${column.text}: ${t.chooseAtLeastOne}`),
            )
          : v.pipe(
              v.optional(v.nullable(id), null),
              need<string | number | null>((x) => x !== null && x !== '', `${column.text}: ${t.chooseOne}`),
            )
        break
      }
      case 'date':
        entries[column.value] = v.pipe(
          v.optional(v.nullable(v.string()), null),
          v.check((s) => s === null || s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), `${column.text}: ${t.badDate}`),
          need<string | null>((s) => Boolean(s), `${column.text}: ${t.required}`),
          v.check(
            (s) =>
              !s ||
              !column.allowedDates ||
              column.allowedDates(new Date(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)))),
            `${column.text}: ${t.dateNotAllowed}`,
          ),
        )
        break
      case 'file':
        entries[column.value] = v.pipe(
          v.optional(v.nullable(v.string()), null),
          need<string | null>((s) => Boolean(s), `${column.text}: ${t.required}`),
        )
        break
      default:
        entries[column.value] = v.pipe(
          v.optional(v.nullable(v.string()), ''),
          v.transform((s) => (s ?? '').trim()),
          need<string>(hasVisibleText, `${column.text}: ${t.required}`),
          v.check(
            (s) => !column.maxLength || s.length <= column.maxLength,
            `${column.text}: ${t.tooLong(column.maxLength ?? 0)}`,
          ),
        )
    }
  }
  return v.object(entries)
}
