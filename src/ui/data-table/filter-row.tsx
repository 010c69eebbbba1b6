import { MultiSelect } from '@/ui/dropdown/multi-select'
import { tableTexts as t } from '@/texts/ru/table'
import type { Row, TableColumn } from './types'

export interface FilterRowProps<R extends Row> {
  columns: readonly TableColumn<R>[]
  /** The shown values of a column (the filter's options). */
  optionsOf: (column: string) => string[]
  selected: Record<string, string[]>
  onChange: (column: string, values: string[]) => void
}

/** The filter row: a multi-select of shown values per column with `filteredData`. */
export function FilterRow<R extends Row>({ columns, optionsOf, selected, onChange }: FilterRowProps<R>) {
  return (
    <div className="dt-filters" role="group" aria-label={t.filter('')}>
      {columns.map((c) => {
        const options = optionsOf(c.value)
        return (
          <MultiSelect
            key={c.value}
            className="dt-filter"
            value={selected[c.value] ?? []}
            options={options.map((o) => ({ label: o || '—', value: o }))}
            onChange={(e) => onChange(c.value, (e.value as string[]) ?? [])}
            placeholder={`${c.text}: ${t.filterPlaceholder}`}
            aria-label={t.filter(c.text)}
            showClear
            filter={options.length > 8}
            maxSelectedLabels={1}
            selectedItemsLabel={`${c.text}: {0}`}
            virtualScrollerOptions={options.length > 100 ? { itemSize: 38 } : undefined}
          />
        )
      })}
    </div>
  )
}
