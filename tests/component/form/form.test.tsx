import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { NumberField } from '@/ui/form/number-field'
import { SelectField } from '@/ui/form/select-field'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { FileField } from '@/ui/form/file-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formTexts } from '@/texts/ru/form'

const schema = v.object({
  title: visibleText('Укажите название'),
  note: v.pipe(v.string(), v.maxLength(20, 'Не больше 20 символов')),
  pages: v.nullable(v.pipe(v.number(), v.minValue(1, 'Не меньше 1'))),
  kind: v.pipe(
    v.nullable(v.string()),
    v.check((value) => value !== null, 'Выберите вид'),
  ),
  agree: v.boolean(),
  files: v.array(v.instance(File)),
  date: v.nullable(v.string()),
})
type Values = v.InferOutput<typeof schema>

const empty: v.InferInput<typeof schema> = {
  title: '',
  note: '',
  pages: null,
  kind: null,
  agree: false,
  files: [],
  date: null,
}

function Example({
  onSubmit,
  busy = false,
  readOnly = false,
  error = null,
  onKind,
}: {
  onSubmit: (values: Values) => void
  busy?: boolean
  readOnly?: boolean
  error?: string | null
  onKind?: (value: string | null) => void
}) {
  const form = useAppForm(schema, { defaultValues: empty })
  return (
    <AppForm form={form} onSubmit={onSubmit} busy={busy} readOnly={readOnly} error={error} label="Пример">
      <TextField name="title" label="Название" required maxLength={50} />
      <TextAreaField name="note" label="Примечание" maxLength={20} hint="Коротко" />
      <NumberField name="pages" label="Страниц" />
      <SelectField
        name="kind"
        label="Вид"
        required
        options={[
          { value: 'a', label: 'Статья' },
          { value: 'b', label: 'Тезисы' },
        ]}
        onValueChange={onKind}
      />
      <CheckboxField name="agree" label="Согласен" />
      <FileField name="files" label="Файлы" multiple />
      <DateFormField name="date" label="Дата" />
      <SubmitButton label="Сохранить" />
    </AppForm>
  )
}

describe('form primitives', () => {
  it('labels every control in Russian, marks required ones and links hints and counters', () => {
    render(<Example onSubmit={() => {}} />)
    const title = screen.getByLabelText(/Название/)
    expect(title).toHaveAttribute('aria-required', 'true')
    const note = screen.getByLabelText(/Примечание/)
    const described = note.getAttribute('aria-describedby') ?? ''
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Коротко',
      formTexts.counter(0, 20),
    ])
    expect(screen.getByRole('button', { name: /Файлы/ })).toHaveTextContent(formTexts.chooseFiles)
    expect(screen.getByText(formTexts.noFiles)).toBeInTheDocument()
  })

  it('refuses zero-width text and an unchosen required select, keeping what was typed', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Example onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText(/Название/), '\u200B\u200B')
    await user.type(screen.getByLabelText(/Примечание/), 'своё')
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Укажите название')).toBeInTheDocument()
    expect(screen.getByText('Выберите вид')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/Примечание/)).toHaveValue('своё')
    expect(screen.getByLabelText(/Название/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('hands the parsed values to onSubmit and tells cascades about a changed select', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const onKind = vi.fn()
    const { container } = render(<Example onSubmit={onSubmit} onKind={onKind} />)
    await user.type(screen.getByLabelText(/Название/), 'Отчёт')
    const kindInput = document.getElementById(screen.getByText('Вид').closest('label')!.htmlFor)!
    await user.click(kindInput.closest('.p-dropdown')!)
    await user.click(await screen.findByText('Тезисы'))
    expect(onKind).toHaveBeenCalledWith('b')
    await user.click(screen.getByLabelText('Согласен'))
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, [new File(['a'], 'one.pdf'), new File(['bb'], 'two.pdf')])
    expect(screen.getByText('one.pdf')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: formTexts.removeFile('one.pdf') }))
    expect(screen.queryByText('one.pdf')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    const values = onSubmit.mock.calls[0][0] as Values
    expect(values).toMatchObject({ title: 'Отчёт', kind: 'b', agree: true, pages: null, date: null })
    expect(values.files.map((file) => file.name)).toEqual(['two.pdf'])
  })

  it('choosing files again adds to the list; a file of the same name replaces the earlier one', async () => {
    const user = userEvent.setup()
    const { container } = render(<Example onSubmit={() => {}} />)
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, [new File(['a'], 'one.pdf')])
    await user.upload(input, [new File(['abc'], 'one.pdf'), new File(['x'], 'three.pdf')])
    expect(screen.getAllByText(/^(one|three)\.pdf$/).map((node) => node.textContent)).toEqual(['one.pdf', 'three.pdf'])
  })

  it('shows the server error and disables the fields while busy; a read-only form has no submit button', () => {
    const { rerender } = render(<Example onSubmit={() => {}} busy error="Сервер отказал" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер отказал')
    expect(screen.getByLabelText(/Название/)).toBeDisabled()
    rerender(<Example onSubmit={() => {}} readOnly />)
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Название/)).toBeDisabled()
  })

  it('two forms on one page never share field ids', () => {
    render(
      <>
        <Example onSubmit={() => {}} />
        <Example onSubmit={() => {}} />
      </>,
    )
    const ids = screen.getAllByLabelText(/Название/).map((node) => node.id)
    expect(new Set(ids).size).toBe(2)
  })
})
