import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy } from '@/lib/lazy'
import { LoadedPart, OnDemand } from '@/ui/on-demand'
import { notify } from '@/ui/notifier'
import { shellPageTexts } from '@/texts/ru/shell-pages'

/** Issue 19: what opens on request loads on request, then stays mounted (its closing, the focus it returns). */
describe('OnDemand', () => {
  it('loads its lazy child the first time it is asked for, and keeps it mounted when closed', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ default: ({ open }: { open: boolean }) => <p>{open ? 'Окно открыто' : 'Окно закрыто'}</p> }),
    )
    const Panel = lazy(load)
    function Host() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            Настройки
          </button>
          <OnDemand when={open}>
            <Panel open={open} />
          </OnDemand>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Host />)
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByText(/Окно/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Настройки' }))
    expect(await screen.findByText('Окно открыто')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Настройки' }))
    expect(screen.getByText('Окно закрыто')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a part that fails to load leaves the page and what was typed, and says so in Russian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = vi.spyOn(notify, 'error').mockImplementation(() => {})
    const Broken = lazy<() => null>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <label>
            Тема
            <input />
          </label>
          <button type="button" onClick={() => setOpen(true)}>
            Календарь
          </button>
          <OnDemand when={open}>
            <Broken />
          </OnDemand>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Page />)
    await user.type(screen.getByLabelText('Тема'), 'Курсовая работа')
    await user.click(screen.getByRole('button', { name: 'Календарь' }))
    await vi.waitFor(() =>
      expect(failed).toHaveBeenCalledWith(shellPageTexts.partFailedTitle, shellPageTexts.partFailedText),
    )
    expect(screen.getByLabelText('Тема')).toHaveValue('Курсовая работа')
    expect(screen.getByRole('button', { name: 'Календарь' })).toBeInTheDocument()
    failed.mockRestore()
  })

  it('a part nobody asked for (silent) that fails is left out without a notification; the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = vi.spyOn(notify, 'error').mockImplementation(() => {})
    const Broken = lazy<() => null>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    render(
      <>
        <p>Страница</p>
        <LoadedPart silent>
          <Broken />
        </LoadedPart>
      </>,
    )
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled())
    expect(screen.getByText('Страница')).toBeInTheDocument()
    expect(failed).not.toHaveBeenCalled()
    failed.mockRestore()
  })
})
