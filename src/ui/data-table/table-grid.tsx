import { Fragment } from 'react'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { tableTexts as t } from '@/texts/ru/table'
import { Cell } from './cells'
import type { TableCardsProps } from './table-cards'
import type { Row, TableColumn } from './types'

export interface TableGridProps<R extends Row> extends TableCardsProps<R> {
  /** Columns a full-width row (group header, detail) spans: the shown columns plus selection and expand. */
  span: number
  sort: { by: string | null; descending: boolean; onSort: (column: string) => void }
  /** The header's «select the whole page» checkbox, when rows are selectable. */
  selectAll?: { checked: boolean; toggle: () => void }
}

const sortable = <R extends Row>(c: TableColumn<R>) =>
  c.type !== 'action-buttons' && c.type !== 'image' && c.type !== 'image-avatar'

/** The desktop layout of a page of rows: a plain `<table>` with sortable headers, groups and detail rows. */
export function TableGrid<R extends Row>({
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
  span,
  sort,
  selectAll,
}: TableGridProps<R>) {
  const sortButton = (c: TableColumn<R>) => {
    const active = sort.by === c.value
    return (
      <button
        type="button"
        className="dt-sort"
        aria-label={`${t.sortBy(c.text)}${active ? `, ${sort.descending ? t.sortDesc : t.sortAsc}` : ''}`}
      >
        <span>{c.text}</span>
        <i
          className={`pi ${active ? (sort.descending ? 'pi-sort-amount-down' : 'pi-sort-amount-up-alt') : 'pi-sort-alt dt-sort-idle'}`}
          aria-hidden
        />
      </button>
    )
  }

  let lastGroup: string | null = null
  return (
    <div className="dt-scroll">
      <table className="dt-table" aria-label={title}>
        <thead>
          <tr>
            {selectAll && (
              <th scope="col" className="dt-narrow">
                <Checkbox checked={selectAll.checked} onChange={selectAll.toggle} aria-label={t.selectAll} />
              </th>
            )}
            {expand && (
              <th scope="col" className="dt-narrow">
                <span className="sr-only">{t.expand}</span>
              </th>
            )}
            {columns.map((c) => (
              <th
                key={c.value}
                scope="col"
                style={{ width: c.width, textAlign: c.align }}
                className={c.class}
                aria-sort={
                  sort.by === c.value
                    ? sort.descending
                      ? 'descending'
                      : 'ascending'
                    : sortable(c)
                      ? 'none'
                      : undefined
                }
                // The whole header cell sorts (issue 13 item 13): the button's own click bubbles here, so it sorts once.
                onClick={sortable(c) ? () => sort.onSort(c.value) : undefined}
                data-sortable={sortable(c) || undefined}
              >
                {sortable(c) ? (
                  sortButton(c)
                ) : c.type === 'action-buttons' ? (
                  <span className="sr-only">{c.text}</span>
                ) : (
                  c.text
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = keyOf(row)
            const group = groupOf ? groupOf(row) : null
            const showGroup = groupOf && group !== lastGroup
            lastGroup = group
            const mark = expanded[key]
            return (
              <Fragment key={key}>
                {showGroup && (
                  <tr className="dt-group">
                    <th colSpan={span} scope="rowgroup">
                      {groupLabel(group ?? '')}
                    </th>
                  </tr>
                )}
                <tr className={rowClass(row)}>
                  {select && (
                    <td className="dt-narrow">
                      <Checkbox
                        checked={select.isSelected(row)}
                        onChange={() => select.toggle(row)}
                        aria-label={`${t.selectRow}: ${select.label(row)}`}
                      />
                    </td>
                  )}
                  {expand && (
                    <td className="dt-narrow">
                      <Button
                        type="button"
                        text
                        rounded
                        size="small"
                        icon={mark === 'open' ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
                        aria-expanded={mark === 'open'}
                        aria-label={`${mark === 'open' ? t.collapse : t.expand}: ${ctx.rowLabel(row)}`}
                        onClick={() => expand.toggle(row)}
                      />
                    </td>
                  )}
                  {columns.map((c) => (
                    <td
                      key={c.value}
                      style={{ textAlign: c.align }}
                      className={`${c.class ?? ''} ${c.noPadding ? 'dt-nopad' : ''}`}
                    >
                      <Cell column={c} row={row} ctx={ctx} />
                    </td>
                  ))}
                </tr>
                {expand && mark && (
                  <tr className={`dt-detail-row ${mark === 'closing' ? 'dt-detail-closing' : ''}`} data-state={mark}>
                    <td colSpan={span}>
                      <div className="dt-detail">{expand.render(row)}</div>
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
