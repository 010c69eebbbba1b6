import { useState, type ComponentProps } from 'react'
import type { MultiSelectProps } from 'primereact/multiselect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LabelledDropdown as LoadedLabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { DropdownStandIn } from '@/ui/dropdown/dropdown-stand-in'
import { MultiSelect as LoadedMultiSelect } from '@/ui/dropdown/multi-select'
import { MultiSelectStandIn } from '@/ui/dropdown/multi-select-stand-in'

const kinds = [
  { value: 1, label: 'Статья' },
  { value: 2, label: 'Монография' },
  { value: 3, label: 'Тезисы доклада' },
]

type Props = Omit<ComponentProps<typeof LoadedLabelledDropdown>, 'label'>

/** The markup without PrimeReact's data-p*- bookkeeping attributes, which the stand-in does not draw. */
function markup(container: HTMLElement) {
  const copy = container.cloneNode(true) as HTMLElement
  for (const element of copy.querySelectorAll('*'))
    for (const attribute of [...element.attributes])
      if (/^data-p[rc]?-/.test(attribute.name)) element.removeAttribute(attribute.name)
      // A generated id (the MultiSelect's without an inputId) differs between any two renders.
      else if (attribute.value.startsWith('pr_id_')) element.setAttribute(attribute.name, 'generated')
  return copy.innerHTML
}

/** Issue 19: a select is drawn by a stand-in until PrimeReact's Dropdown (16 KiB gzip) has arrived. */
describe('the Dropdown stand-in', () => {
  const cases: [string, Props][] = [
    ['a placeholder, nothing chosen', { options: kinds, value: null, placeholder: 'Выберите' }],
    [
      'a chosen option, clearable, invalid, described',
      {
        options: kinds,
        value: 2,
        showClear: true,
        invalid: true,
        'aria-invalid': true,
        'aria-describedby': 'kind-hint',
        'aria-required': true,
      },
    ],
    [
      'disabled and loading its options',
      { options: kinds, value: 1, disabled: true, loading: true, placeholder: 'Загрузка…' },
    ],
    [
      'own value and label fields',
      { options: [{ id: 'b', name: 'Бакалавриат' }], optionValue: 'id', optionLabel: 'name', value: 'b' },
    ],
    [
      'options in groups',
      {
        options: [{ label: 'Кафедра ИТ', items: kinds }],
        optionGroupLabel: 'label',
        optionGroupChildren: 'items',
        value: 3,
      },
    ],
    ['no placeholder, nothing chosen', { options: kinds, value: null, emptyMessage: 'Нет вариантов' }],
  ]

  it.each(cases)('draws what the closed Dropdown draws: %s', (_, props) => {
    const real = render(<LoadedLabelledDropdown inputId="kind" label="Вид работы" {...props} />)
    const expected = markup(real.container)
    real.unmount()
    const request = { current: { focus: false, open: false } }
    const standIn = render(
      <DropdownStandIn label="Вид работы" props={{ inputId: 'kind', ...props }} request={request} onNeed={() => {}} />,
    )
    expect(markup(standIn.container)).toBe(expected)
  })

  it('clears at once, as the Dropdown does', async () => {
    const onChange = vi.fn()
    const request = { current: { focus: false, open: false } }
    const onNeed = vi.fn()
    render(
      <DropdownStandIn
        label="Вид работы"
        props={{ options: kinds, value: 2, showClear: true, onChange }}
        request={request}
        onNeed={onNeed}
      />,
    )
    await userEvent.setup().click(document.querySelector('.p-dropdown-clear-icon') as Element)
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ value: undefined }))
    expect(request.current.open).toBe(false)
  })
})

describe('the MultiSelect stand-in', () => {
  const groups = [
    { value: 'ВИТ-31', label: 'ВИТ-31' },
    { value: 'ВИТ-32', label: 'ВИТ-32' },
    { value: 'ПИ-21', label: 'ПИ-21' },
  ]
  const field = { inputId: 'groups', optionValue: 'value', optionLabel: 'label', display: 'chip' as const }
  const filter = {
    className: 'dt-filter',
    'aria-label': 'Фильтр: Группа',
    placeholder: 'Группа: все',
    showClear: true,
    maxSelectedLabels: 1,
    selectedItemsLabel: 'Группа: {0}',
  }
  const cases: [string, MultiSelectProps][] = [
    [
      'a form field, nothing chosen',
      { ...field, options: groups, value: [], placeholder: 'Выберите', 'aria-describedby': 'groups-hint' },
    ],
    ['a form field with chips, invalid', { ...field, options: groups, value: ['ВИТ-31', 'ПИ-21'], invalid: true }],
    [
      'a disabled form field with a chip: no remove icon',
      { ...field, options: groups, value: ['ВИТ-32'], disabled: true },
    ],
    [
      'a form field loading its options',
      { ...field, options: [], value: [], loading: true, disabled: true, placeholder: 'Загрузка…' },
    ],
    ['a table filter, nothing chosen', { ...filter, options: groups, value: [] }],
    ['a table filter, one value', { ...filter, options: groups, value: ['ВИТ-32'] }],
    ['a table filter, two values: the count', { ...filter, options: groups, value: ['ВИТ-31', 'ВИТ-32'] }],
  ]

  it.each(cases)('draws what the closed MultiSelect draws: %s', (_, props) => {
    const real = render(<LoadedMultiSelect {...props} />)
    const expected = markup(real.container)
    real.unmount()
    const request = { current: { focus: false, open: false } }
    const standIn = render(<MultiSelectStandIn props={props} request={request} onNeed={() => {}} />)
    expect(markup(standIn.container)).toBe(expected)
  })

  it('removes a chip and clears at once, as the MultiSelect does', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const request = { current: { focus: false, open: false } }
    render(
      <MultiSelectStandIn
        props={{ ...field, options: groups, value: ['ВИТ-31', 'ПИ-21'], showClear: true, onChange }}
        request={request}
        onNeed={() => {}}
      />,
    )
    await user.click(document.querySelectorAll('.p-multiselect-token-icon')[1])
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['ВИТ-31'] }))
    await user.click(document.querySelector('.p-multiselect-clear-icon') as Element)
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: [] }))
    expect(request.current.open).toBe(false)
  })
})

describe('a select whose code has not arrived', () => {
  let arrive: () => void = () => {}
  let fail: (error: Error) => void = () => {}

  /** Fresh select modules, whose `import('primereact/dropdown')` and `…/multiselect` wait for `arrive` or `fail`. */
  async function freshModule() {
    vi.resetModules()
    const gate = new Promise<void>((resolve, reject) => {
      arrive = resolve
      fail = reject
    })
    for (const library of ['primereact/dropdown', 'primereact/multiselect'])
      vi.doMock(library, async (importOriginal) => {
        await gate
        return importOriginal()
      })
    const { LabelledDropdown } = await import('@/ui/dropdown/labelled-dropdown')
    const { MultiSelect } = await import('@/ui/dropdown/multi-select')
    const { notify } = await import('@/ui/notifier')
    return { LabelledDropdown, MultiSelect, notify }
  }

  afterEach(() => {
    vi.doUnmock('primereact/dropdown')
    vi.doUnmock('primereact/multiselect')
    vi.resetModules()
  })

  async function renderKind() {
    const { LabelledDropdown, notify } = await freshModule()
    const chosen = vi.fn()
    function Kind() {
      const [value, setValue] = useState<number | null>(null)
      return (
        <>
          <label htmlFor="kind">Вид работы</label>
          <LabelledDropdown
            inputId="kind"
            label="Вид работы"
            options={kinds}
            value={value}
            placeholder="Выберите"
            onChange={(event) => {
              setValue(event.value as number)
              chosen(event.value)
            }}
          />
        </>
      )
    }
    render(<Kind />)
    const isReal = () => document.querySelector('[data-pc-name="dropdown"]') !== null
    return { chosen, notify, isReal, input: document.getElementById('kind') as HTMLElement }
  }

  it('takes the focus a keyboard user gave the stand-in', async () => {
    const { isReal } = await renderKind()
    const user = userEvent.setup()
    expect(isReal()).toBe(false)
    await user.tab()
    expect(document.activeElement).toBe(document.getElementById('kind'))
    expect(document.querySelector('.p-dropdown')).toHaveClass('p-focus')

    arrive()
    await waitFor(() => expect(isReal()).toBe(true))
    expect(document.activeElement).toBe(document.getElementById('kind'))
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull()
  })

  it('opens when it arrives after a click on the stand-in, and the option chosen is kept', async () => {
    const { chosen, isReal } = await renderKind()
    const user = userEvent.setup()
    await user.click(document.querySelector('.p-dropdown-label') as Element)
    expect(isReal()).toBe(false)

    arrive()
    const listbox = await screen.findByRole('listbox', { hidden: true })
    await user.click(within(listbox).getByRole('option', { name: 'Монография', hidden: true }))
    expect(chosen).toHaveBeenCalledWith(2)
    await waitFor(() => expect(document.querySelector('.p-dropdown-label')).toHaveTextContent('Монография'))
  })

  it('opens when it arrives after an opening key on the stand-in', async () => {
    const { input } = await renderKind()
    const user = userEvent.setup()
    input.focus()
    await user.keyboard('{ArrowDown}')
    arrive()
    expect(await screen.findByRole('listbox', { hidden: true })).toBeInTheDocument()
    expect(document.activeElement).toBe(document.getElementById('kind'))
  })

  it('says in Russian that the list did not load, and keeps the stand-in and its value', async () => {
    const { notify, isReal } = await renderKind()
    const failed = vi.spyOn(notify, 'error').mockImplementation(() => {})
    await userEvent.setup().click(document.querySelector('.p-dropdown-label') as Element)
    fail(new Error('Failed to fetch dynamically imported module'))
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith(
        'Не удалось открыть список',
        expect.stringContaining('Выбранное осталось на месте'),
      ),
    )
    expect(isReal()).toBe(false)
    expect(document.querySelector('.p-dropdown-label')).toHaveTextContent('Выберите')
  })

  it('a multi-select opens when it arrives after a click on its stand-in, and keeps the values chosen', async () => {
    const { MultiSelect } = await freshModule()
    const chosen = vi.fn()
    function Groups() {
      const [value, setValue] = useState<string[]>(['ВИТ-31'])
      return (
        <MultiSelect
          aria-label="Фильтр: Группа"
          options={['ВИТ-31', 'ВИТ-32'].map((group) => ({ value: group, label: group }))}
          value={value}
          onChange={(event) => {
            setValue(event.value as string[])
            chosen(event.value)
          }}
        />
      )
    }
    const user = userEvent.setup()
    render(<Groups />)
    await user.click(document.querySelector('.p-multiselect-label') as Element)
    expect(document.querySelector('[data-pc-name="multiselect"]')).toBeNull()

    arrive()

    const listbox = await screen.findByRole('listbox', { hidden: true })
    await user.click(within(listbox).getByRole('option', { name: 'ВИТ-32', hidden: true }))
    expect(chosen).toHaveBeenCalledWith(['ВИТ-31', 'ВИТ-32'])
  })
})
