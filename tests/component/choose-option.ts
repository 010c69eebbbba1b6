import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/**
 * Picks an option of a PrimeReact Dropdown (SelectField, FilterSelect): clicks the box around the labelled
 * combobox, then the option (the panel is still in its enter transition, display: none, under jsdom).
 */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  combobox: HTMLElement,
  optionName: string | RegExp,
) {
  const box = combobox.closest('.p-dropdown') as HTMLElement
  await waitFor(() => expect(box).not.toHaveClass('p-disabled'))
  await user.click(box)
  await user.click(await screen.findByRole('option', { name: optionName, hidden: true }, { timeout: 3000 }))
  await waitFor(() => expect(box.querySelector('.p-dropdown-label')).toHaveTextContent(optionName))
}

/** The option labels of a PrimeReact Dropdown, read from its open panel (which is closed again). */
export async function optionLabels(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement) {
  const box = combobox.closest('.p-dropdown') as HTMLElement
  await user.click(box)
  const options = await screen.findAllByRole('option', { hidden: true })
  const labels = options.map((o) => o.textContent ?? '')
  await user.keyboard('{Escape}')
  return labels
}
