import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { courseKeys, itemsOf } from '@/mocks/seed/courses.seed'
import { courseTexts } from '@/texts/ru/courses'
import type { Statistics } from '@/api/courses'
import { callApi } from '../api-test-helpers'

const STUDENT = 1
const TEACHER = 8
const DEAN = 9
const t = courseTexts.server
const demoCourse = () => courseKeys().find((k) => k.groupID === 131 && k.discipline === 'Базы данных')!
const taskOf = () =>
  itemsOf(demoCourse())
    .filter((i) => i.kind === 'task')
    .at(-1)!

async function multipart(path: string, userID: number, fields: Record<string, string | File>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  const res = await fetch(`http://localhost/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${issueToken(userID)}` },
    body: form,
  })
  return { status: res.status, body: (await res.json()) as { msg?: string; data: unknown } }
}

describe('e-learning mock calls', () => {
  it('401 signed out; a teacher without a student id gets a 400; a student cannot read the teacher list (403)', async () => {
    expect((await callApi('GET', '/ElectronicEducation/Courses')).status).toBe(401)
    const teacher = await callApi('GET', '/ElectronicEducation/Courses', TEACHER)
    expect(teacher).toMatchObject({ status: 400, body: { msg: t.notStudent } })
    expect((await callApi('GET', '/ElectronicEducation/TeacherCourses', STUDENT)).status).toBe(403)
  })

  it('FileTaskSave: the named id field and newFile; 400 without a file or for a bad type, 403 for a teacher', async () => {
    const task = taskOf()
    const file = new File(['отчёт'], 'report.pdf')
    expect((await multipart('/ElectronicEducation/FileTaskSave', STUDENT, { taskID: String(task.id) })).body.msg).toBe(
      t.fileExpected,
    )
    const bad = await multipart('/ElectronicEducation/FileTaskSave', STUDENT, {
      taskID: String(task.id),
      newFile: new File(['x'], 'x.exe'),
      fileName: 'x.exe',
    })
    expect(bad).toMatchObject({ status: 400, body: { msg: courseTexts.submit.problems.badType } })
    const teacher = await multipart('/ElectronicEducation/FileTaskSave', TEACHER, {
      taskID: String(task.id),
      newFile: file,
    })
    expect(teacher.status).toBe(403)
    const sent = await multipart('/ElectronicEducation/FileTaskSave', STUDENT, {
      taskID: String(task.id),
      newFile: file,
      fileName: 'report.pdf',
    })
    expect(sent).toMatchObject({ status: 200, body: { data: { taskID: task.id, fileName: 'report.pdf', mark: null } } })
  })

  it('TaskMark: only the course teacher, only marks of the control form; then the student cannot resend', async () => {
    const task = taskOf()
    await multipart('/ElectronicEducation/FileTaskSave', STUDENT, {
      taskID: String(task.id),
      newFile: new File(['x'], 'a.pdf'),
      fileName: 'a.pdf',
    })
    const body = { taskID: task.id, studentID: STUDENT, mark: 'passed', comment: 'Хорошо' }
    expect((await callApi('POST', '/ElectronicEducation/TaskMark', 1003, body)).status).toBe(403)
    const wrong = await callApi('POST', '/ElectronicEducation/TaskMark', TEACHER, body)
    expect(wrong).toMatchObject({ status: 400, body: { msg: courseTexts.rules.markForm } })
    const ok = await callApi('POST', '/ElectronicEducation/TaskMark', TEACHER, { ...body, mark: 'excellent' })
    expect(ok).toMatchObject({ status: 200, body: { data: { mark: 'excellent', comment: 'Хорошо' } } })
    const again = await multipart('/ElectronicEducation/FileTaskSave', STUDENT, {
      taskID: String(task.id),
      newFile: new File(['y'], 'b.pdf'),
      fileName: 'b.pdf',
    })
    expect(again).toMatchObject({ status: 400, body: { msg: t.alreadyGraded } })
  })

  it('statistics: deans only (403), a bad year or semester is a 400, rows with averages and counts', async () => {
    expect((await callApi('GET', '/EducationalActivity/Statistics?year=2025-2026&sem=0', STUDENT)).status).toBe(403)
    const bad = await callApi('GET', '/EducationalActivity/Statistics?year=2025&sem=0', DEAN)
    expect(bad).toMatchObject({ status: 400, body: { msg: t.badYear } })
    expect((await callApi('GET', '/EducationalActivity/Statistics?year=2025-2026&sem=3', DEAN)).status).toBe(400)
    const { status, body } = await callApi('GET', '/EducationalActivity/Statistics?year=2025-2026&sem=0', DEAN)
    expect(status).toBe(200)
    const data = body.data as Statistics
    expect(data.rows.length).toBeGreaterThan(5)
    for (const row of data.rows) {
      expect(row.average === null || (row.average >= 2 && row.average <= 5)).toBe(true)
      expect(row.debtShare).toBeGreaterThanOrEqual(0)
      expect(Object.values(row.counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
    }
  })
})
