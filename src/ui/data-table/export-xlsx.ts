import type { SheetData } from 'write-excel-file/browser'
import { shownValue } from './pipeline'
import type { Lists, Row, TableColumn } from './types'

/** Spec 2 §9: Excel export to .xlsx, column width 8, date fields in ru-RU, dateFiling with time. */
export const EXPORT_COLUMN_WIDTH = 8
const SKIPPED = new Set(['action-buttons', 'image', 'image-avatar'])

/** The exported columns: the visible ones with data (no buttons or pictures). */
export function exportColumns<R extends Row>(columns: readonly TableColumn<R>[]): TableColumn<R>[] {
  return columns.filter((c) => c.visible !== false && !SKIPPED.has(c.type ?? 'plain'))
}

/** Header row then one row per data row, as the table shows them (names for ids, dd.mm.yyyy dates). */
export function exportSheet<R extends Row>(
  columns: readonly TableColumn<R>[],
  rows: readonly R[],
  lists: Lists = {},
): SheetData {
  const cols = exportColumns(columns)
  const header = cols.map((c) => ({ value: c.text, fontWeight: 'bold' as const }))
  const body = rows.map((row) =>
    cols.map((c) => {
      const raw = row[c.value]
      if (typeof raw === 'number' && !c.listName) return { value: raw, type: Number }
      const text = shownValue(c, row, lists)
      return { value: text, type: String }
    }),
  )
  return [header, ...body] as SheetData
}

/** Writes the .xlsx and hands it to the browser as a download (the library is loaded on first use). */
export async function exportXlsx<R extends Row>(
  columns: readonly TableColumn<R>[],
  rows: readonly R[],
  lists: Lists,
  fileName: string,
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  const data = exportSheet(columns, rows, lists)
  const widths = exportColumns(columns).map(() => ({ width: EXPORT_COLUMN_WIDTH }))
  await writeXlsxFile(data, { columns: widths }).toFile(fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`)
}
