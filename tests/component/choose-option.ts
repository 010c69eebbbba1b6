import { expect } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/** The open options panel of a PrimeReact Dropdown (appended to the body). */
async function openPanel(user: ReturnType<typeof userEvent.setup>, box: HTMLElement) {
  await waitFor(() => expect(box).not.toHaveClass('p-disabled'))
  await user.click(box)
  // The panel this click opened: the newest one not leaving. Another dropdown's panel may still be in its
  // exit transition (a type chosen just before a group), and searching it for this one's option fails.
  return waitFor(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel')].filter(
      (panel) => !/p-connected-overlay-exit/.test(panel.className),
    )
    expect(panels.length).toBeGreaterThan(0)
    return panels[panels.length - 1]
  })
}

/**
 * Picks an option of a PrimeReact Dropdown (SelectField, FilterSelect): clicks the box around the labelled
 * combobox, then the option in its panel (still in its enter transition, display: none, under jsdom).
 */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  combobox: HTMLElement,
  optionName: string | RegExp,
) {
  const box = combobox.closest('.p-dropdown') as HTMLElement
  const panel = await openPanel(user, box)
  await user.click(await within(panel).findByRole('option', { name: optionName, hidden: true }, { timeout: 3000 }))
  await waitFor(() => expect(box.querySelector('.p-dropdown-label')).toHaveTextContent(optionName))
}

/** The option labels of a PrimeReact Dropdown, read from its open panel (closed again by a second click). */
export async function optionLabels(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement) {
  const box = combobox.closest('.p-dropdown') as HTMLElement
  const panel = await openPanel(user, box)
  const labels = within(panel)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '')
  await user.click(box) // not Escape: a dialog around the dropdown would close too
  await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull())
  return labels
}
