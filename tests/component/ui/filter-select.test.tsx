import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FilterSelect } from '@/ui/filter-select'
import { chooseOption } from '../choose-option'

function Group() {
  const [value, setValue] = useState<number | null>(null)
  return (
    <FilterSelect
      label="Группа"
      value={value}
      onChange={setValue}
      options={[
        { value: 131, label: 'ВИТ31' },
        { value: 224, label: 'ВИТЗ24' },
      ]}
    />
  )
}

/** PrimeReact put `aria-activedescendant="dropdownItem_-1"` on the focused box's role-less root (axe: serious). */
describe('FilterSelect', () => {
  it('is named by its label, picks an option, and its focused box names no missing option', async () => {
    const user = userEvent.setup()
    render(<Group />)
    const combobox = screen.getByRole('combobox', { name: 'Группа' })
    await chooseOption(user, combobox, 'ВИТЗ24')
    combobox.focus()
    const box = combobox.closest('.p-dropdown') as HTMLElement
    expect(box).toHaveAttribute('data-p-focus', 'true')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    expect(document.querySelector('[aria-activedescendant^="dropdownItem_"]')).toBeNull()
  })
})
