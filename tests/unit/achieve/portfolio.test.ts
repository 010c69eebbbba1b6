import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { db } from '@/mocks/db'
import {
  getMyWorks,
  getRating,
  getVerifierWorks,
  pointsFor,
  ratingOf,
  saveWork,
  verifyWork,
  workFormSchema,
  type PointsRule,
  type WorkForm,
} from '@/api/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { failure, signIn } from '../api-test-helpers'

const t = achieveTexts.work
const STUDENT = 1
const VERIFIER = 15
const ADMIN = 7 // 'Администратор-НИР': the menu shows «Проверка достижений» to them
const silent = { silent: true }

describe('points and rating arithmetic', () => {
  const rules: PointsRule[] = [
    { categoryID: 1, level: 'national', result: 'winner', points: 22 },
    { categoryID: 1, level: 'national', result: 'participant', points: 7 },
    { categoryID: 2, level: 'national', result: 'winner', points: 18 },
  ]
  it('takes points from the table by category, level and result; none without a row', () => {
    expect(pointsFor(rules, 1, 'national', 'winner')).toBe(22)
    expect(pointsFor(rules, 2, 'national', 'winner')).toBe(18)
    expect(pointsFor(rules, 1, 'national', 'participant')).toBe(7)
    expect(pointsFor(rules, 3, 'national', 'winner')).toBe(0)
  })
  it('sums confirmed works only, highest first; equal sums share a place, ties by name', () => {
    const w = (userID: number, userName: string, points: number, status: 'confirmed' | 'pending' | 'returned') => ({
      userID,
      userName,
      points,
      status,
    })
    const rows = ratingOf([
      w(1, 'Борисов', 10, 'confirmed'),
      w(1, 'Борисов', 5, 'confirmed'),
      w(1, 'Борисов', 100, 'pending'),
      w(2, 'Алексеев', 15, 'confirmed'),
      w(3, 'Васильев', 20, 'confirmed'),
      w(4, 'Григорьев', 3, 'confirmed'),
      w(5, 'Дмитриев', 50, 'returned'),
    ])
    expect(rows.map((r) => [r.place, r.userName, r.points, r.works])).toEqual([
      [1, 'Васильев', 20, 1],
      [2, 'Алексеев', 15, 1],
      [2, 'Борисов', 15, 2],
      [4, 'Григорьев', 3, 1],
    ])
    expect(ratingOf([])).toEqual([])
  })
  it('the form needs a visible title, a level, a result and a date; at most 5 files', () => {
    const r = v.safeParse(workFormSchema, { title: ' \u200B', level: null, result: null, date: null, files: [] })
    expect(r.success ? [] : r.issues.map((i) => i.message)).toEqual([
      t.errors.titleRequired,
      t.errors.levelRequired,
      t.errors.resultRequired,
      t.errors.dateRequired,
    ])
    const files = Array.from({ length: 6 }, (_, i) => new File(['x'], `${i}.pdf`))
    const many = v.safeParse(workFormSchema, {
      title: 'a',
      level: 'regional',
      result: 'winner',
      date: '2026-01-02',
      files,
    })
    expect(many.success ? [] : many.issues.map((i) => i.message)).toEqual([t.errors.tooManyFiles])
  })
})

describe('portfolio against the mock backend', () => {
  it('refuses a guest (401), a non-verifier (403), a bad work (400)', async () => {
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    expect((await failure(getMyWorks(silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(getVerifierWorks(silent))).code).toBe('forbidden')
    expect((await failure(verifyWork({ id: 1, decision: 'confirm' }, silent))).code).toBe('forbidden')
    const values: WorkForm = { title: '  ', level: 'regional', result: 'winner', date: '2026-05-05', files: [] }
    const bad = await failure(saveWork({ workID: null, typeID: 1, values, kept: [] }, silent))
    expect(bad.serverMessage).toBe(t.errors.titleRequired)
  })

  it('everyone the route and the menu admit to «Проверка достижений» gets the list and may decide (the admin too)', async () => {
    signIn(ADMIN)
    const pending = await getVerifierWorks()
    expect(pending.length).toBeGreaterThan(0)
    const confirmed = await verifyWork({ id: pending[0].id, decision: 'confirm' })
    expect(confirmed.status).toBe('confirmed')
  })

  it('a new work with a file waits for the verifier; confirmed, it raises the student’s rating by its points', async () => {
    signIn(STUDENT)
    const ratingBefore = (await getRating()).find((r) => r.userID === STUDENT)!
    const file = new File(['%PDF-1.4 диплом'], 'диплом.pdf', { type: 'application/pdf' })
    const made = await saveWork({
      workID: null,
      typeID: 2,
      values: { title: 'Олимпиада ICPC', level: 'international', result: 'winner', date: '2026-10-10', files: [file] },
      kept: [],
    })
    expect(made).toMatchObject({ status: 'pending', categoryName: 'Олимпиады', points: 36 })
    expect(made.files).toHaveLength(1)
    expect(made.files[0].name).toBe('диплом.pdf')
    expect((await getRating()).find((r) => r.userID === STUDENT)!.points).toBe(ratingBefore.points)

    signIn(VERIFIER)
    expect((await getVerifierWorks()).map((w) => w.id)).toContain(made.id)
    const blank = await failure(verifyWork({ id: made.id, decision: 'return', remark: '\u200B' }, silent))
    expect(blank.serverMessage).toBe(t.errors.remarkRequired)
    await verifyWork({ id: made.id, decision: 'confirm' })
    const again = await failure(verifyWork({ id: made.id, decision: 'confirm' }, silent))
    expect(again.serverMessage).toBe(t.errors.notPending)
    expect(db.portfolioWork.findFirst({ where: { id: { equals: made.id } } })?.status).toBe('confirmed')

    signIn(STUDENT)
    const after = (await getRating()).find((r) => r.userID === STUDENT)!
    expect(after.points).toBe(ratingBefore.points + 36)
    expect(after.works).toBe(ratingBefore.works + 1)
    const locked = await failure(
      saveWork({ workID: made.id, typeID: 2, values: { ...made, files: [], attrs: {} }, kept: made.files }, silent),
    )
    expect(locked.serverMessage).toBe(t.errors.confirmedLocked)
  })
})
