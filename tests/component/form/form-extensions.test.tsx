import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SelectField } from '@/ui/form/select-field'
import { CheckboxField } from '@/ui/form/checkbox-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SingleFileField, type SingleFileValue } from '@/ui/form/single-file-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formTexts } from '@/texts/ru/form'
import { dateFieldTexts } from '@/texts/ru/date-field'

/** The primitives' extensions the data table's dialog needs (issue 12 item 4), each in a form of its own. */
function Form<S extends v.GenericSchema<Record<string, unknown>>>({
  schema,
  values,
  onSubmit,
  children,
}: {
  schema: S
  values: v.InferInput<S>
  onSubmit: (values: v.InferOutput<S>) => void
  children: React.ReactNode
}) {
  const form = useAppForm(schema, { mode: 'all', defaultValues: values as never })
  return (
    <AppForm form={form} onSubmit={onSubmit} label="Пример">
      {children}
      <SubmitButton label="Сохранить" />
    </AppForm>
  )
}

const save = () => screen.getByRole('button', { name: 'Сохранить' })

describe('form primitive extensions', () => {
  it('readOnly per field: a text stays focusable with readonly; a select and a checkbox are disabled; values are kept', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const schema = v.object({ code: v.string(), name: v.string(), kind: v.nullable(v.string()), agree: v.boolean() })
    render(
      <Form schema={schema} values={{ code: 'P-1', name: '', kind: 'a', agree: true }} onSubmit={onSubmit}>
        <TextField name="code" label="Код" readOnly />
        <TextField name="name" label="Название" />
        <SelectField name="kind" label="Вид" readOnly options={[{ value: 'a', label: 'Статья' }]} />
        <CheckboxField name="agree" label="Согласен" readOnly />
      </Form>,
    )
    const code = screen.getByLabelText('Код')
    expect(code).toHaveAttribute('readonly')
    expect(code).not.toBeDisabled()
    await user.type(code, 'X')
    expect(code).toHaveValue('P-1')
    expect(screen.getByLabelText('Название')).not.toHaveAttribute('readonly')
    expect(screen.getByLabelText('Согласен')).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Вид' }).closest('.p-dropdown')).toHaveClass('p-disabled')
    await user.click(save())
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0]).toEqual({ code: 'P-1', name: '', kind: 'a', agree: true })
  })

  it('digitsOnly: only digits, minus, space and the editing keys are taken; the numeric keypad is asked for', async () => {
    const user = userEvent.setup()
    const schema = v.object({ points: v.string() })
    render(
      <Form schema={schema} values={{ points: '' }} onSubmit={vi.fn()}>
        <TextField name="points" label="Баллы" digitsOnly />
      </Form>,
    )
    const points = screen.getByLabelText('Баллы')
    expect(points).toHaveAttribute('inputmode', 'numeric')
    await user.type(points, '1a2e-+3 .4')
    expect(points).toHaveValue('12-3 4')
    await user.type(points, '{Backspace}{ArrowLeft}{Delete}')
    expect(points).toHaveValue('12-3')
  })

  it('counter: counts the trimmed text when asked, in its own words, red over the limit; the text area too', async () => {
    const user = userEvent.setup()
    const schema = v.object({ a: v.string(), b: v.string(), c: v.string() })
    const slash = (n: number, max: number) => `${n} / ${max}`
    render(
      <Form schema={schema} values={{ a: '', b: '', c: '' }} onSubmit={vi.fn()}>
        <TextField name="a" label="Как есть" maxLength={5} />
        <TextField name="b" label="Без пробелов" maxLength={5} countTrimmed counterText={slash} />
        <TextAreaField name="c" label="Текст" maxLength={4} countTrimmed />
      </Form>,
    )
    await user.type(screen.getByLabelText('Как есть'), '  ab  ')
    expect(screen.getByText(formTexts.counter(6, 5))).toHaveClass('app-field-counter-over')
    await user.type(screen.getByLabelText('Без пробелов'), '  ab  ')
    const trimmed = screen.getByText('2 / 5')
    expect(trimmed).not.toHaveClass('app-field-counter-over')
    expect(screen.getByLabelText('Без пробелов').getAttribute('aria-describedby')).toContain(trimmed.id)
    await user.type(screen.getByLabelText('Текст'), ' abcdef ')
    expect(screen.getByText(formTexts.counter(6, 4))).toHaveClass('app-field-counter-over')
  })

  it('dates as Date values; allowedDates strikes the other days in the calendar and the schema refuses them', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const firstOfMonth = (d: Date) => d.getDate() === 1
    const schema = v.object({
      start: v.pipe(
        v.nullable(v.date()),
        v.check((d) => d === null || firstOfMonth(d), 'Только первое число'),
      ),
    })
    render(
      <Form schema={schema} values={{ start: new Date(2026, 10, 1) }} onSubmit={onSubmit}>
        <DateFormField name="start" label="Начало" valueAs="date" allowedDates={firstOfMonth} />
      </Form>,
    )
    const input = screen.getByLabelText('Начало')
    expect(input).toHaveValue('01.11.2026')
    await user.click(screen.getByRole('button', { name: `${dateFieldTexts.openCalendar}: Начало` }))
    // every «2» shown (this month's and the neighbours') is struck through, every «1» is not
    const days = (n: string) =>
      within(document.querySelector<HTMLElement>('.date-field-panel')!).getAllByText(n, { selector: 'span' })
    await waitFor(() => expect(days('2').length).toBeGreaterThan(0))
    for (const day of days('2')) expect(day).toHaveClass('date-field-day-disallowed')
    for (const day of days('1')) expect(day).not.toHaveClass('date-field-day-disallowed')
    await user.keyboard('{Escape}')
    await user.clear(input)
    await user.type(input, '02.12.2026')
    fireEvent.blur(input)
    expect(await screen.findByText('Только первое число')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, '01.12.2026')
    fireEvent.blur(input)
    await user.click(save())
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    const start = onSubmit.mock.calls[0][0].start as Date
    expect(start).toBeInstanceOf(Date)
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 11, 1])
  })

  it('one file: the kept file’s name, then the chosen file with its size (choosing again replaces it); the size hint', async () => {
    const onSubmit = vi.fn()
    const schema = v.object({ scan: v.custom<SingleFileValue>(() => true) })
    const { unmount } = render(
      <Form schema={schema} values={{ scan: '/files/%D1%81%D0%BA%D0%B0%D0%BD.pdf' }} onSubmit={onSubmit}>
        <SingleFileField name="scan" label="Скан" maxSize={1024} />
      </Form>,
    )
    expect(screen.getByText('скан.pdf')).toBeInTheDocument()
    const hint = screen.getByText(formTexts.maxFileSize('1.000 kb'))
    const button = screen.getByRole('button', { name: `Скан ${formTexts.chooseFile}` })
    expect(button.getAttribute('aria-describedby')).toContain(hint.id)
    const input = document.querySelector('input[type=file]')!
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(2048)], 'first.pdf')] } })
    expect(await screen.findByText('first.pdf (2.000 kb)')).toBeInTheDocument()
    fireEvent.change(input, { target: { files: [new File(['x'], 'second.pdf')] } })
    expect(await screen.findByText(/^second\.pdf \(/)).toBeInTheDocument()
    expect(screen.queryByText(/first\.pdf/)).toBeNull()
    await userEvent.setup().click(save())
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect((onSubmit.mock.calls[0][0].scan as File).name).toBe('second.pdf')
    unmount()

    render(
      <Form schema={schema} values={{ scan: null }} onSubmit={vi.fn()}>
        <SingleFileField name="scan" label="Скан" readOnly />
      </Form>,
    )
    expect(screen.getByText(formTexts.noFile)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Скан ${formTexts.chooseFile}` })).toBeDisabled()
  })
})
