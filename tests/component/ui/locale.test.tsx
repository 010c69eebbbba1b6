import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Dialog } from 'primereact/dialog'
import { Paginator } from 'primereact/paginator'
import { DataTable } from 'primereact/datatable'
import { Column } from 'primereact/column'
import { FileUpload } from 'primereact/fileupload'
import { registerRussianLocale } from '@/ui/locale'

/** Issue 13 item 12: one Russian PrimeReact locale, registered at start, for every component. */
describe('Russian PrimeReact locale', () => {
  registerRussianLocale()

  it("a dialog's close button is «Закрыть»", () => {
    render(
      <Dialog visible header="Справочник" onHide={() => {}}>
        текст
      </Dialog>,
    )
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('a paginator speaks Russian', () => {
    render(<Paginator first={0} rows={10} totalRecords={50} />)
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Первая страница' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Страница 2' })).toBeInTheDocument()
  })

  it('an empty table says «Нет данных»', () => {
    render(
      <DataTable value={[]}>
        <Column field="name" header="Название" />
      </DataTable>,
    )
    expect(screen.getByText('Нет данных')).toBeInTheDocument()
  })

  it('file upload buttons are Russian', () => {
    render(<FileUpload name="files" url="/upload" />)
    expect(screen.getByText('Выбрать')).toBeInTheDocument()
    expect(screen.getByText('Загрузить')).toBeInTheDocument()
    expect(screen.getByText('Отмена')).toBeInTheDocument()
  })
})
