import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '@/app/app'
import { loginTexts } from '@/texts/ru/login'

/** The registration sub-form loads when asked for (issue 19); on a flaky network its chunk may not come. */
describe('registration sub-form that fails to load', () => {
  afterEach(() => {
    vi.doUnmock('@/screens/login/registration-form')
  })

  it('leaves a way back to the login form instead of an empty card', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.doMock('@/screens/login/registration-form', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    window.history.replaceState(null, '', '/WebApp/login')
    const user = userEvent.setup()
    render(<App base="/WebApp" />)
    await user.click(await screen.findByRole('button', { name: loginTexts.registerLink }, { timeout: 3000 }))
    await user.click(await screen.findByRole('button', { name: loginTexts.backToLogin }, { timeout: 3000 }))
    expect(await screen.findByLabelText(loginTexts.login, {}, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: loginTexts.register })).toBeNull()
  })
})
