import { Button } from 'primereact/button'
import { tableTexts as t } from '@/texts/ru/table'
import type { PageInfo } from './pipeline'

export interface TablePagerProps {
  title: string
  page: PageInfo
  rowsPerPage: number
  rowsPerPageOptions: readonly number[]
  onPage: (page: number) => void
  onRowsPerPage: (rowsPerPage: number) => void
}

/**
 * The pager (spec 2 §2.3): rows per page, 'Страница X из Y. (Всего страниц N)' and the page buttons.
 * An empty table has no pages to speak of: no page text (never «Страница 0 из 0. (Всего страниц 1)»,
 * issue 13 item 13) and the buttons stay disabled.
 */
export function TablePager({ title, page, rowsPerPage, rowsPerPageOptions, onPage, onRowsPerPage }: TablePagerProps) {
  const empty = page.total === 0
  return (
    <nav className="dt-pager" aria-label={title}>
      <label className="dt-rpp">
        <span>{t.rowsPerPage}</span>
        {/* eslint-disable-next-line no-restricted-syntax -- the pager's native select: not a form field, no form around it */}
        <select
          className="p-inputtext p-component"
          value={rowsPerPage}
          onChange={(e) => onRowsPerPage(Number(e.target.value))}
        >
          {rowsPerPageOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span className="dt-page-text" aria-live="polite">
        {empty ? '' : t.pageText(`${page.from + 1}–${page.to}`, page.total, page.pageCount)}
      </span>
      <span className="dt-page-buttons">
        <Button
          type="button"
          icon="pi pi-angle-double-left"
          text
          rounded
          size="small"
          aria-label={t.firstPage}
          disabled={page.page === 0}
          onClick={() => onPage(0)}
        />
        <Button
          type="button"
          icon="pi pi-angle-left"
          text
          rounded
          size="small"
          aria-label={t.prevPage}
          disabled={page.page === 0}
          onClick={() => onPage(page.page - 1)}
        />
        <Button
          type="button"
          icon="pi pi-angle-right"
          text
          rounded
          size="small"
          aria-label={t.nextPage}
          disabled={page.page >= page.pageCount - 1}
          onClick={() => onPage(page.page + 1)}
        />
        <Button
          type="button"
          icon="pi pi-angle-double-right"
          text
          rounded
          size="small"
          aria-label={t.lastPage}
          disabled={page.page >= page.pageCount - 1}
          onClick={() => onPage(page.pageCount - 1)}
        />
      </span>
    </nav>
  )
}
