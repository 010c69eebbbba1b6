import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DateField } from '@/ui/date-field'

/** Issue 13 item 10: retyping a pre-filled date (select all, type) replaces it, digit by digit in order. */
function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <DateField label="Дата занятия" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'null'}</output>
      <button type="button">другое поле</button>
    </>
  )
}

const input = () => screen.getByLabelText(/Дата занятия/, { selector: 'input' }) as HTMLInputElement
const value = () => screen.getByTestId('value').textContent

describe('date field: retyping a pre-filled date', () => {
  it('select all, type 17.11.2026 → 17.11.2026', async () => {
    const user = userEvent.setup()
    render(<Harness initial="2026-11-16" />)
    expect(input()).toHaveValue('16.11.2026')
    await user.click(input())
    input().select()
    await user.keyboard('17.11.2026')
    await waitFor(() => expect(value()).toBe('2026-11-17'))
    expect(input()).toHaveValue('17.11.2026')
    await user.click(screen.getByRole('button', { name: 'другое поле' }))
    expect(value()).toBe('2026-11-17')
    expect(input()).toHaveValue('17.11.2026')
  })

  it('select all with Ctrl+A, type the digits only → the new date', async () => {
    const user = userEvent.setup()
    render(<Harness initial="2026-11-16" />)
    await user.click(input())
    await user.keyboard('{Control>}a{/Control}05032025')
    await waitFor(() => expect(value()).toBe('2025-03-05'))
    expect(input()).toHaveValue('05.03.2025')
  })

  it('typing at a human pace right after focusing: the caret never jumps (the old mask re-selected after 100 ms)', async () => {
    const user = userEvent.setup()
    render(<Harness initial="2026-11-16" />)
    await user.click(input())
    await user.keyboard('{Control>}a{/Control}1')
    await new Promise((resolve) => setTimeout(resolve, 150)) // the user's next keystroke comes later
    await user.keyboard('7.11.2026')
    expect(input()).toHaveValue('17.11.2026')
    await waitFor(() => expect(value()).toBe('2026-11-17'))
  })
})
