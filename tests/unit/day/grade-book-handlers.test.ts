import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { markFitsKind } from '@/lib/day-grades'
import { gradeTexts } from '@/texts/ru/day'
import type { GradeBook } from '@/api/day'

const STUDENT = 1
const DEAN = 9
const TEACHER = 8
const get = async (query: string, userID?: number) => {
  const res = await fetch(`http://localhost/api/EducationalActivity/ZachBook${query}`, {
    headers: userID ? { Authorization: `Bearer ${issueToken(userID)}` } : {},
  })
  return { status: res.status, body: (await res.json()) as { msg?: string; data: GradeBook } }
}

describe('grade-book mock call', () => {
  it('a student reads their own book: finished semesters, marks fitting their kinds, one debt', async () => {
    const { status, body } = await get('', STUDENT)
    expect(status).toBe(200)
    expect(body.data.student).toMatchObject({ id: STUDENT, group: 'ВИТ31', course: 3 })
    const grades = body.data.grades
    expect([...new Set(grades.map((g) => g.semester))]).toEqual([1, 2, 3, 4])
    expect(grades.every((g) => markFitsKind(g.kind, g.mark))).toBe(true)
    expect(new Set(grades.map((g) => g.kind))).toEqual(new Set(['exam', 'credit', 'coursework', 'practice']))
    expect(grades.some((g) => g.mark === 'unsatisfactory')).toBe(true)
    expect((await get(`?studentID=${STUDENT}`, STUDENT)).body.data).toEqual(body.data)
  })
  it("401 signed out, 403 for another student's book, 400 for a bad id", async () => {
    expect((await get('')).status).toBe(401)
    expect(await get('?studentID=2001', STUDENT)).toEqual({
      status: 403,
      body: expect.objectContaining({ msg: gradeTexts.server.notYours }),
    })
    expect((await get('?studentID=2001', TEACHER)).status).toBe(403)
    expect(await get('?studentID=-5', DEAN)).toEqual({
      status: 400,
      body: expect.objectContaining({ msg: gradeTexts.server.badID }),
    })
  })
  it("the dean's office opens any student's book; a non-student has none", async () => {
    const { status, body } = await get('?studentID=2001', DEAN)
    expect(status).toBe(200)
    expect(body.data.student.id).toBe(2001)
    expect((await get(`?studentID=${TEACHER}`, DEAN)).status).toBe(404)
  })
})
