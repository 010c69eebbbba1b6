import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Route, Router, Switch } from 'wouter'
import FeedbackStatScreen from '@/screens/schoolx/feedback-stat-screen'
import { issueToken } from '@/mocks/node'
import { SessionContext } from '@/hooks/session-context'
import { schoolxTexts } from '@/texts/ru/schoolx'

const t = schoolxTexts.stat

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('feedback statistics screen', { timeout: 30_000 }, () => {
  it('loads the summary under labelled dropdowns (course, period, year, form kind), no raw selects', async () => {
    document.cookie = `authToken=${issueToken(21)}; path=/`
    window.history.replaceState(null, '', '/WebApp/donstux/FeedbackStat')
    const view = render(
      <SessionContext.Provider>
        <Router base="/WebApp">
          <Switch>
            <Route path="/donstux/FeedbackStat/:periodID?/:studentID?/:moduleID?">
              {(p) => <FeedbackStatScreen params={p as Record<string, string | undefined>} />}
            </Route>
          </Switch>
        </Router>
      </SessionContext.Provider>,
    )
    expect(await screen.findByRole('heading', { name: t.summary }, { timeout: 10_000 })).toBeInTheDocument()
    for (const name of [t.course, t.period, t.year, t.resultsKind])
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument()
    const raw = [...view.container.querySelectorAll('select')].filter((el) => !el.closest('.p-hidden-accessible'))
    expect(raw).toHaveLength(0)
  })
})
