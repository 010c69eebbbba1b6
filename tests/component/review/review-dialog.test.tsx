import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { navigate } from 'wouter/use-browser-location'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server, db } from '@/mocks/node'
import { probe } from '../session-probe'
vi.mock('@/app/shell-extensions', async (importOriginal) =>
  (await import('../session-probe')).withProbe(importOriginal),
)
import { reviewTexts as t, reviewServerTexts } from '@/texts/ru/review'
import { REVIEW_CHECK_DELAY_MS } from '@/lib/constants/review'
import { openAs } from './open'

const WAIT = { timeout: 12_000 }
/** The whole shell renders in jsdom first (slow on two shared cores), then the 1 s check runs. */
const dialog = () => screen.findByRole('dialog', { name: t.title }, { timeout: 12_000 })
const chips = (d: HTMLElement) => within(d).getByRole('list', { name: t.chipsLabel }).textContent ?? ''

describe('review dialog', () => {
  it('opens on the first of three pending reviews; rating 1 needs a comment; sending moves to the next; badge 3 → 2', async () => {
    const user = userEvent.setup()
    const posted: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('JournalReviews')) posted.push(await request.clone().json())
    })
    openAs(1)
    const d = await dialog()
    expect(chips(d)).toContain('Лекция')
    expect(chips(d)).toContain('Базы данных')
    expect(chips(d)).toContain('Павлова Мария Александровна')
    expect(chips(d)).toContain('2 пара, 10:15–11:50')
    expect(chips(d)).toContain('1-305')
    expect(within(d).getByText(t.pagerPosition(1, 3))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.fabPending(3) })).toBeInTheDocument()
    expect(probe.pendingReviews).toBe(3)

    const submit = within(d).getByRole('button', { name: t.submit })
    expect(submit).toBeDisabled()
    await user.click(within(d).getByRole('radio', { name: t.starLabel(1, 5) }))
    expect(within(d).getByRole('radio', { name: t.starLabel(1, 5) })).toHaveAttribute('aria-checked', 'true')
    expect(within(d).getByText(t.commentRequired)).toBeInTheDocument()
    expect(within(d).getByLabelText(t.promptLow)).toHaveAttribute('aria-invalid', 'true')
    expect(submit).toBeDisabled()
    // arrows move and select like radios
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(within(d).getByRole('radio', { name: t.starLabel(4, 5) })).toHaveAttribute('aria-checked', 'true')
    expect(within(d).getByRole('radio', { name: t.starLabel(4, 5) })).toHaveFocus()
    expect(within(d).getByLabelText(t.promptRecommend)).toBeInTheDocument()
    await user.keyboard('{End}')
    expect(within(d).getByLabelText(t.promptHigh)).toBeInTheDocument()
    await user.type(within(d).getByLabelText(t.promptHigh), '  Понятно и интересно  ')
    await user.click(within(d).getByRole('button', { name: t.roomLink }))
    await user.click(within(d).getByRole('radiogroup', { name: t.roomRating }).querySelectorAll('button')[3])
    expect(submit).toBeEnabled()
    await user.click(submit)
    await waitFor(() => expect(probe.pendingReviews).toBe(2), WAIT)
    expect(posted).toEqual([
      {
        journalID: 1,
        aud: '1-305',
        mark: 5,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        text: 'Понятно и интересно',
        markAud: 4,
      },
    ])
    expect(db.lessonReview.findFirst({ where: { journalID: { equals: 1 }, studentID: { equals: 1 } } })?.text).toBe(
      'Понятно и интересно',
    )
    // the next one opens, cleared
    // the dialog hides, then the next one opens
    await waitFor(
      () => expect(chips(screen.getByRole('dialog', { name: t.title }))).toContain('Лабораторная работа'),
      WAIT,
    )
    const next = await dialog()
    expect(within(next).getByText(t.pagerPosition(1, 2))).toBeInTheDocument()
    expect(within(next).queryByRole('radio', { checked: true })).toBeNull()
    expect(within(next).getByRole('button', { name: t.roomLink })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.fabPending(2) })).toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('after the last pending review is sent the focus goes to the page, not to <body>', async () => {
    const user = userEvent.setup()
    openAs(13) // the master student has one pending lesson
    const d = await dialog()
    await user.click(within(d).getByRole('radio', { name: t.starLabel(3, 5) }))
    await user.click(within(d).getByRole('button', { name: t.submit }))
    await waitFor(() => expect(probe.pendingReviews).toBe(0), WAIT)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.title })).toBeNull(), WAIT)
    expect(screen.queryByRole('button', { name: t.fabPending(1) })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')), WAIT)
  })

  it('pager moves to another lesson and clears the entry; Esc closes, the button reopens', async () => {
    const user = userEvent.setup()
    openAs(1)
    const d = await dialog()
    await user.click(within(d).getByRole('radio', { name: t.starLabel(3, 5) }))
    await user.type(within(d).getByLabelText(t.promptLow), 'Быстро')
    await user.click(within(d).getByRole('button', { name: t.next }))
    expect(within(d).getByText(t.pagerPosition(2, 3))).toBeInTheDocument()
    expect(chips(d)).toContain('Лабораторная работа')
    expect(within(d).getByLabelText(t.comment)).toHaveValue('')
    await user.click(within(d).getByRole('button', { name: t.goTo(3) }))
    expect(chips(d)).toContain('Теория вероятностей')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT)
    const fab = screen.getByRole('button', { name: t.fabPending(3) })
    await user.click(fab)
    expect(await dialog()).toBeInTheDocument()
  })

  it('issue 13 item 7: closed, it stays closed across in-app page changes until the button reopens it', async () => {
    const user = userEvent.setup()
    openAs(1)
    await dialog()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT)
    // in-app navigation (no reload): each route mounts its own layout and signed-in extensions
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      for (const path of ['/WebApp/Journals/ReviewsList', '/WebApp/Rasp/My', '/WebApp/']) {
        act(() => navigate(path))
        await screen.findByRole('heading', { level: 1 }, WAIT)
        // past the 1 s check a fresh mount would run, without waiting for it
        await act(() => vi.advanceTimersByTimeAsync(REVIEW_CHECK_DELAY_MS + 500))
        expect(screen.queryByRole('dialog', { name: t.title })).toBeNull()
      }
    } finally {
      vi.useRealTimers()
    }
    await user.click(screen.getByRole('button', { name: t.fabPending(3) }))
    expect(await dialog()).toBeInTheDocument()
  })

  it("demo «Не открывать окна сами» (localStorage demoQuietPrompts = 'true'): no dialog by itself, the button still opens it", async () => {
    localStorage.setItem('demoQuietPrompts', 'true')
    const user = userEvent.setup()
    openAs(1)
    const fab = await screen.findByRole('button', { name: t.fabPending(3) }, WAIT)
    await new Promise((r) => setTimeout(r, 500))
    expect(screen.queryByRole('dialog', { name: t.title })).toBeNull()
    expect(probe.pendingReviews).toBe(3)
    await user.click(fab)
    expect(await dialog()).toBeInTheDocument()
  })

  it('a refusal shows the server message and keeps the text; a server failure re-enables the button', async () => {
    const user = userEvent.setup()
    openAs(1)
    const d = await dialog()
    // the demo backend refuses: someone already reviewed this lesson from another tab
    db.lessonReview.create({
      reviewID: 500,
      journalID: 1,
      studentID: 1,
      teacherID: 8,
      mark: 3,
      markAud: 0,
      date: '',
      text: '',
      created: new Date().toISOString(),
    })
    await user.click(within(d).getByRole('radio', { name: t.starLabel(2, 5) }))
    await user.type(within(d).getByLabelText(t.promptLow), 'Скучно')
    await user.click(within(d).getByRole('button', { name: t.submit }))
    expect(await within(d).findByRole('alert', {}, WAIT)).toHaveTextContent(reviewServerTexts.alreadyReviewed)
    expect(within(d).getByLabelText(t.promptLow)).toHaveValue('Скучно')
    server.use(http.post('*/api/Journals/JournalReviews', () => HttpResponse.json({ msg: 'boom' }, { status: 500 })))
    await user.click(within(d).getByRole('button', { name: t.goTo(2) }))
    await user.click(within(d).getByRole('radio', { name: t.starLabel(3, 5) }))
    await user.type(within(d).getByLabelText(t.promptLow), 'Текст')
    await user.click(within(d).getByRole('button', { name: t.submit }))
    expect(await within(d).findByText(t.sendFailed, {}, WAIT)).toBeInTheDocument()
    expect(within(d).getByRole('button', { name: t.submit })).toBeEnabled()
    expect(within(d).getByLabelText(t.promptLow)).toHaveValue('Текст')
    expect(probe.pendingReviews).toBe(3)
  })

  it('init.journalsReview off: the list is never asked for', async () => {
    let asked = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('JournalsReviewsList')) asked++
    })
    const init = await (await fetch('http://localhost/api/InitializationApplication')).json()
    server.use(http.get('*/api/InitializationApplication', () => HttpResponse.json({ ...init, journalsReview: false })))
    openAs(1)
    await screen.findByRole('heading', { level: 1 }, { timeout: 4000 })
    await new Promise((r) => setTimeout(r, 1500))
    expect(asked).toBe(0)
    expect(screen.queryByRole('dialog')).toBeNull()
    server.events.removeAllListeners()
  })

  it('a teacher has no pending reviews: no button, no dialog', async () => {
    openAs(8)
    await screen.findByRole('heading', { level: 1 }, WAIT)
    await new Promise((r) => setTimeout(r, 1500))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: /Отзывы о занятиях/ })).toBeNull()
    expect(probe.pendingReviews).toBe(0)
  })
})
