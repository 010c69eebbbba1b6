import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import FeedbackScreen from '@/screens/schoolx/feedback-screen'
import { issueToken, db } from '@/mocks/node'
import { SessionContext } from '@/hooks/session-context'
import { schoolxTexts } from '@/texts/ru/schoolx'

const t = schoolxTexts.feedback
const STUDENT = -101

function openAt(path: string, userID: number) {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <SessionContext.Provider>
      <Router base="/WebApp">
        <Switch>
          <Route path="/donstux/Feedback/:periodID?/:moduleID?">
            {(p) => <FeedbackScreen params={p as Record<string, string | undefined>} />}
          </Route>
        </Switch>
      </Router>
    </SessionContext.Provider>,
  )
}
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)
const slow = { timeout: 5000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('feedback screen', { timeout: 30_000 }, () => {
  it('a student fills a module form: blank fields are refused with Russian messages, then the answer is saved', async () => {
    const user = userEvent.setup()
    openAt('/donstux/Feedback', STUDENT)
    await screen.findByText(/Идёт период обратной связи/, undefined, slow)
    expect(screen.getByText(t.progress(0, 21))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `${schoolxTexts.kinds.modules}: ${t.notFilled}` }))
    const text = screen.getByLabelText(label(t.text.modules))
    await user.type(text, '   ')
    await user.click(screen.getByRole('button', { name: t.submit }))
    expect(await screen.findByText(t.errors.rating)).toBeInTheDocument()
    expect(screen.getByText(t.errors.text)).toBeInTheDocument()
    expect(db.schoolxFeedback.count()).toBe(0)
    await user.clear(text)
    await user.type(text, 'Понравились практические занятия')
    await user.type(screen.getByRole('spinbutton', { name: label(t.rating.modules) }), '4')
    await user.click(screen.getByRole('button', { name: t.submit }))
    expect(await screen.findByText(t.saved, undefined, slow)).toBeInTheDocument()
    expect(screen.getByText(t.progress(1, 21))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `${schoolxTexts.kinds.modules}: ${t.filled}` })).toBeInTheDocument()
    const rows = db.schoolxFeedback.getAll()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      studentID: STUDENT,
      moduleID: 1,
      kind: 'modules',
      rating: 4,
      text: 'Понравились практические занятия',
    })
  })

  it('outside a feedback period says when the next one opens and shows no form', async () => {
    vi.setSystemTime(new Date('2027-01-20T12:00:00+03:00'))
    openAt('/donstux/Feedback', STUDENT)
    expect(await screen.findByText(/откроется 15 февраля 2027/, undefined, slow)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull()
  })

  it('a staff member is sent to the statistics instead of a form', async () => {
    openAt('/donstux/Feedback', 21)
    await waitFor(() => expect(screen.getByRole('link', { name: schoolxTexts.stat.title })).toBeInTheDocument(), slow)
  })
})
