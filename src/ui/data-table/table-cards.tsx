import { Fragment, type ReactNode } from 'react'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { tableTexts as t } from '@/texts/ru/table'
import { Cell, type CellContext } from './cells'
import type { Row, TableColumn } from './types'

export interface TableCardsProps<R extends Row> {
  title: string
  rows: readonly R[]
  columns: readonly TableColumn<R>[]
  keyOf: (row: R) => string
  /** The group value of a row (group headers between groups), when the table groups. */
  groupOf?: (row: R) => string
  groupLabel: (group: string) => string
  rowClass: (row: R) => string
  expanded: Record<string, 'open' | 'closing'>
  ctx: CellContext<R>
  select?: { isSelected: (row: R) => boolean; toggle: (row: R) => void; label: (row: R) => string }
  expand?: { render: (row: R) => ReactNode; toggle: (row: R) => void }
}

/** The phone layout of a page of rows (below the mobile breakpoint): one card per row, title before each value. */
export function TableCards<R extends Row>({
  title,
  rows,
  columns,
  keyOf,
  groupOf,
  groupLabel,
  rowClass,
  expanded,
  ctx,
  select,
  expand,
}: TableCardsProps<R>) {
  let lastGroup: string | null = null
  return (
    <ul className="dt-cards" aria-label={title}>
      {rows.map((row) => {
        const key = keyOf(row)
        const group = groupOf ? groupOf(row) : null
        const showGroup = groupOf && group !== lastGroup
        lastGroup = group
        const mark = expanded[key]
        return (
          <Fragment key={key}>
            {showGroup && <li className="dt-group">{groupLabel(group ?? '')}</li>}
            <li className={`dt-card ${rowClass(row)}`}>
              {select && (
                <div className="dt-card-select">
                  <Checkbox
                    inputId={`dt-sel-${key}`}
                    checked={select.isSelected(row)}
                    onChange={() => select.toggle(row)}
                    aria-label={`${t.selectRow}: ${select.label(row)}`}
                  />
                </div>
              )}
              <dl>
                {columns.map((c) => (
                  <div key={c.value} className={`dt-card-field ${c.class ?? ''}`}>
                    <dt>{c.text}</dt>
                    <dd>
                      <Cell column={c} row={row} ctx={ctx} />
                    </dd>
                  </div>
                ))}
              </dl>
              {expand && (
                <>
                  <Button
                    type="button"
                    text
                    size="small"
                    icon={mark === 'open' ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
                    label={mark === 'open' ? t.collapse : t.expand}
                    aria-expanded={mark === 'open'}
                    onClick={() => expand.toggle(row)}
                  />
                  {mark && (
                    <div className={`dt-detail ${mark === 'closing' ? 'dt-detail-closing' : ''}`}>
                      {expand.render(row)}
                    </div>
                  )}
                </>
              )}
            </li>
          </Fragment>
        )
      })}
    </ul>
  )
}
