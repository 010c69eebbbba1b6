import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { Router } from 'wouter'
import { PrimeReactProvider } from 'primereact/api'
import { SessionContext } from '@/hooks/session-context'
import { ShellGlobals } from '@/app/shell-globals'
import { animationsDisabled } from '@/settings/theme'
import { confirm } from '@/ui/confirm'

/** A controllable `prefers-reduced-motion` media query. */
function stubReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>()
  const media = {
    matches: initially,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }
  vi.stubGlobal('matchMedia', (query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? media : { matches: false },
  )
  return {
    set(matches: boolean) {
      media.matches = matches
      act(() => listeners.forEach((fn) => fn()))
    },
  }
}

function renderShell() {
  render(
    <PrimeReactProvider value={{ cssTransition: true }}>
      <Router base="/WebApp">
        <SessionContext.Provider>
          <ShellGlobals />
        </SessionContext.Provider>
      </Router>
    </PrimeReactProvider>,
  )
}

/** Opens a confirm and returns its dialog as it is in the first moment it is there. */
async function openConfirm() {
  let answer!: Promise<boolean>
  act(() => {
    answer = confirm('Удалить запись?')
  })
  const dialog = await screen.findByRole('dialog')
  return { dialog, answer }
}

async function answerNo(answer: Promise<boolean>) {
  act(() => screen.getByRole('button', { name: 'Нет' }).click())
  await expect(answer).resolves.toBe(false)
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

afterEach(() => {
  animationsDisabled.value = false
  vi.unstubAllGlobals()
})

describe('overlays follow the motion settings', () => {
  it('with motion welcome, a dialog zooms in; once the system asks for reduced motion, it opens in place, «Да» focused at once', async () => {
    const system = stubReducedMotion(false)
    renderShell()
    const first = await openConfirm()
    expect(first.dialog.className).toMatch(/p-dialog-enter/)
    await answerNo(first.answer)

    system.set(true)
    const second = await openConfirm()
    expect(second.dialog.className).not.toMatch(/p-dialog-enter/)
    expect(screen.getByRole('button', { name: 'Да' })).toHaveFocus()
    await answerNo(second.answer)
  })

  it('the «Анимации» switch turned off stills the overlays too, without a reload', async () => {
    stubReducedMotion(false)
    renderShell()
    act(() => {
      animationsDisabled.value = true
    })
    const { dialog, answer } = await openConfirm()
    expect(dialog.className).not.toMatch(/p-dialog-enter/)
    expect(screen.getByRole('button', { name: 'Да' })).toHaveFocus()
    await answerNo(answer)
  })
})
