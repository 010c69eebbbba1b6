import type { Lists, Row, TableColumn } from './types'

/* What a cell shows as text (list names, Да/Нет, dd.mm.yyyy): shared by the cells, the search index, the
   filter row and the export. */

const pad = (n: number) => String(n).padStart(2, '0')
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/

/** 'yyyy-mm-dd…' → 'dd.mm.yyyy' (with ' hh:mm' when `withTime` and the value has a time). */
export function formatDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return ''
  if (value instanceof Date) {
    const base = `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`
    return withTime ? `${base} ${pad(value.getHours())}:${pad(value.getMinutes())}` : base
  }
  const text = String(value)
  // Fast path for 'yyyy-mm-dd…' (the usual shape), the regex for anything else.
  if (text.length >= 10 && text[4] === '-' && text[7] === '-') {
    const base = `${text.slice(8, 10)}.${text.slice(5, 7)}.${text.slice(0, 4)}`
    if (!withTime || text.length < 16) return /^\d{4}-\d{2}-\d{2}$/.test(text.slice(0, 10)) ? base : text
    return `${base} ${text.slice(11, 13)}:${text.slice(14, 16)}`
  }
  const m = DATE_RE.exec(text)
  if (!m) return text
  const base = `${m[3]}.${m[2]}.${m[1]}`
  return withTime && m[4] ? `${base} ${m[4]}:${m[5]}` : base
}

export const YES = 'Да'
export const NO = 'Нет'

export function optionLabel(column: TableColumn, lists: Lists, id: unknown): string {
  const list = column.listName ? lists[column.listName] : undefined
  if (!list) return id === null || id === undefined ? '' : String(id)
  const idKey = column.listID ?? 'id'
  const nameKey = column.accessIsName ?? 'name'
  const found = list.find((o) => o[idKey] === id || String(o[idKey]) === String(id))
  return found ? String(found[nameKey] ?? '') : id === null || id === undefined ? '' : String(id)
}

/** What a cell shows as text: list ids become names, booleans Да/Нет, dates dd.mm.yyyy. */
export function shownValue<R extends Row>(column: TableColumn<R>, row: R, lists: Lists): string {
  const raw = row[column.value]
  if (column.listName) {
    if (Array.isArray(raw)) return raw.map((id) => optionLabel(column as TableColumn, lists, id)).join(', ')
    return optionLabel(column as TableColumn, lists, raw)
  }
  if (column.type === 'boolean') return raw ? YES : NO
  if (column.type === 'date') return formatDate(raw, column.value === 'dateFiling')
  if (raw === null || raw === undefined) return ''
  if (typeof raw === 'object') return ''
  return String(raw)
}
