import { describe, expect, it } from 'vitest'
import { db, issueToken } from '@/mocks/node'
import type { ReviewPayload } from '@/api/review'
import { reviewServerTexts as t } from '@/texts/ru/review'

const API = 'http://localhost/api'
const auth = (userID: number) => ({ Authorization: `Bearer ${issueToken(userID)}`, 'content-type': 'application/json' })
const get = (path: string, userID: number) => fetch(`${API}${path}`, { headers: auth(userID) })
const post = (body: unknown, userID = 1) =>
  fetch(`${API}/Journals/JournalReviews`, { method: 'POST', headers: auth(userID), body: JSON.stringify(body) })
const payload = (p: Partial<ReviewPayload> = {}): ReviewPayload => ({
  journalID: 1,
  aud: '1-305',
  mark: 3,
  date: '2026-11-20',
  text: '',
  markAud: 0,
  ...p,
})

describe('review mock backend', () => {
  it('seeds exactly three pending reviews for `student`, taught by the demo logins teacher (8) and author (2)', async () => {
    const res = await get('/Journals/JournalsReviewsList', 1)
    const body = await res.json()
    expect(body.state).toBe(1)
    expect(body.data.journalReviews.map((r: { journalID: number }) => r.journalID)).toEqual([1, 2, 3])
    expect(body.data.journalReviews[0]).toEqual({
      journalID: 1,
      num: 2,
      aud: '1-305',
      dis: 'Базы данных',
      type: 'Лекция',
      time: '10:15–11:50',
      teacher: 'Павлова Мария Александровна',
    })
    expect(
      new Set(
        db.reviewLesson
          .getAll()
          .filter((l) => [1, 2, 3].includes(l.journalID))
          .map((l) => l.teacherID),
      ),
    ).toEqual(new Set([8, 2]))
    // a teacher has none to write
    expect((await (await get('/Journals/JournalsReviewsList', 8)).json()).data.journalReviews).toEqual([])
  })

  it('records a review (comment trimmed), then refuses a second one for the same lesson', async () => {
    const res = await post(payload({ mark: 5, text: '  Отлично  ', markAud: 4 }))
    expect(res.status).toBe(200)
    expect((await res.json()).state).toBe(1)
    const stored = db.lessonReview.findFirst({ where: { journalID: { equals: 1 }, studentID: { equals: 1 } } })!
    expect(stored).toMatchObject({ mark: 5, text: 'Отлично', markAud: 4, teacherID: 8, date: '2026-11-20' })
    const again = await post(payload())
    expect(again.status).toBe(400)
    expect((await again.json()).msg).toBe(t.alreadyReviewed)
    const pending = (await (await get('/Journals/JournalsReviewsList', 1)).json()).data.journalReviews
    expect(pending.map((r: { journalID: number }) => r.journalID)).toEqual([2, 3])
    // the teacher's feed gets an item
    expect(db.feedItem.getAll().some((f) => f.userID === 8 && f.title === t.feedTitle)).toBe(true)
  })

  it.each([
    ['a lesson she did not attend', payload({ journalID: 6 }), 400, t.notAttended],
    ['an already reviewed lesson', payload({ journalID: 4 }), 400, t.alreadyReviewed],
    ['rating 1 without a comment', payload({ mark: 1, text: '   ' }), 400, t.commentRequired],
    ['rating 5 with a zero-width comment', payload({ mark: 5, text: '\u200B\u200B' }), 400, t.commentRequired],
    ['a future date', payload({ date: '2999-01-01' }), 400, t.dateInFuture],
    ['a mark out of scale', payload({ mark: 6 }), 400, t.invalidBody],
    ['an unknown lesson', payload({ journalID: 999 }), 404, t.lessonNotFound],
  ])('refuses %s', async (_name, body, status, msg) => {
    const res = await post(body)
    expect(res.status).toBe(status)
    expect((await res.json()).msg).toBe(msg)
  })

  it('401 without a token, 403 for a non-student', async () => {
    expect(
      (await fetch(`${API}/Journals/JournalReviews`, { method: 'POST', body: JSON.stringify(payload()) })).status,
    ).toBe(401)
    expect((await fetch(`${API}/Journals/JournalsReviewsList`)).status).toBe(401)
    expect((await post(payload(), 8)).status).toBe(403)
  })

  it('teacher pages: own reviews for the teacher, anyone for a supervisor, 403 for others; anonymous', async () => {
    const own = await (await get('/Journals/TeacherReviews?teacherID=8', 8)).json()
    expect(own.data.teacher).toBe('Павлова Мария Александровна')
    expect(own.data.reviews.length).toBeGreaterThan(0)
    expect(own.data.reviews.every((r: { teacherID: number }) => r.teacherID === 8)).toBe(true)
    expect(JSON.stringify(own.data.reviews)).not.toMatch(/studentID|Соколова/)
    expect((await get('/Journals/TeacherReviews?teacherID=2', 8)).status).toBe(403)
    expect((await get('/Journals/TeacherReviews?teacherID=8', 1)).status).toBe(403)
    expect((await get('/Journals/TeacherReviews?teacherID=8', 9)).status).toBe(200)
    expect((await get('/Journals/TeacherReviews?teacherID=77777', 9)).status).toBe(404)
    const all = await (await get('/Journals/ReviewsList', 9)).json()
    expect(new Set(all.data.reviews.map((r: { teacherID: number }) => r.teacherID))).toEqual(new Set([8, 2]))
    expect(all.data.teacherID).toBeNull()
    const mine = await (await get('/Journals/ReviewsList', 8)).json()
    expect(mine.data.teacherID).toBe(8)
    expect((await get('/Journals/ReviewsList', 1)).status).toBe(403)
  })
})
