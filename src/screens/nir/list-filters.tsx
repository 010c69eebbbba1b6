import { useMemo, useState } from 'react'
import { Button } from 'primereact/button'
import type { ListWork } from '@/api/nir'
import type { TableColumn } from '@/lib/resource/table-types'
import { exportXlsx } from '@/ui/data-table/export-xlsx'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { nirTexts } from '@/texts/ru/nir'
import { notify } from '@/ui/notifier'

const t = nirTexts
const ALL = '__all'
type Filters = { year: string; type: string; status: string }
const NONE: Filters = { year: ALL, type: ALL, status: ALL }

const optionsOf = (values: string[], sort: (a: string, b: string) => number) => [
  { value: ALL, label: t.filters.all },
  ...[...new Set(values)]
    .filter(Boolean)
    .sort(sort)
    .map((v) => ({ value: v, label: v })),
]
const byText = (a: string, b: string) => a.localeCompare(b, 'ru')

/** The list's filters by year, type and status over the works found, and their export to .xlsx. */
export function useListFilters(works: readonly ListWork[], fileName: string) {
  const [filters, setFilters] = useState<Filters>(NONE)
  const options = useMemo(
    () => ({
      year: optionsOf(
        works.map((w) => (w.year === null ? '' : String(w.year))),
        (a, b) => Number(b) - Number(a),
      ),
      type: optionsOf(
        works.map((w) => w.typeName),
        byText,
      ),
      status: optionsOf(
        works.map((w) => w.statusName),
        byText,
      ),
    }),
    [works],
  )
  const shown = works.filter(
    (w) =>
      (filters.year === ALL || String(w.year) === filters.year) &&
      (filters.type === ALL || w.typeName === filters.type) &&
      (filters.status === ALL || w.statusName === filters.status),
  )
  const columns: TableColumn[] = [
    { value: 'name', text: t.colName },
    { value: 'typeName', text: t.colType },
    { value: 'year', text: t.colYear },
    { value: 'authors', text: t.colAuthors },
    { value: 'statusName', text: t.colStatus },
  ]
  const download = () =>
    exportXlsx(
      columns,
      shown.map((w) => ({ ...w, year: w.year ?? '' })),
      {},
      fileName,
    ).catch(() => notify.error(t.filters.xlsxFailed))

  const controls = (
    <fieldset className="nir-toolbar nir-list-filters">
      <legend className="sr-only">{t.filters.legend}</legend>
      {(['year', 'type', 'status'] as const).map((key) => (
        <div className="nir-search" key={key}>
          <label htmlFor={`nir-list-${key}`}>{t.filters[key]}</label>
          <LabelledDropdown
            label={t.filters[key]}
            inputId={`nir-list-${key}`}
            value={filters[key]}
            options={options[key]}
            onChange={(e) => setFilters((f) => ({ ...f, [key]: e.value as string }))}
          />
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-file-excel"
        label={t.filters.xlsx}
        outlined
        disabled={shown.length === 0}
        onClick={() => void download()}
      />
    </fieldset>
  )
  return { shown, controls }
}
