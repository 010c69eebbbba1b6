import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  getNirsList,
  getNirsPage,
  markFormSchema,
  reportFormSchema,
  setNirsMark,
  uploadReport,
} from '@/api/nir-semestr'
import { nirsTexts as t } from '@/texts/ru/nir-semestr'
import { callApi, failure, signIn } from '../api-test-helpers'

const MASTER = 13
const ADMIN = 7
const TEACHER = 8
const SUPERVISOR = 2
const pdf = () => new File(['%PDF-1.4'], 'otchet.pdf', { type: 'application/pdf' })

describe('НИР в семестре: rules and mock', () => {
  it('the forms need a topic, a plan, a PDF/DOCX report and a mark from the list', () => {
    const issues = (schema: v.GenericSchema, input: unknown) => {
      const r = v.safeParse(schema, input)
      return r.success ? [] : r.issues.map((i) => i.message)
    }
    expect(issues(reportFormSchema, { topic: 'Тема', plan: 'План', file: pdf() })).toEqual([])
    expect(issues(reportFormSchema, { topic: ' ', plan: 'План', file: null })).toEqual([
      t.required.topic,
      t.required.file,
    ])
    expect(issues(reportFormSchema, { topic: 'Тема', plan: 'План', file: new File(['x'], 'a.exe') })).toEqual([
      t.badFile,
    ])
    expect(issues(markFormSchema, { mark: 'зачтено' })).toEqual([])
    expect(issues(markFormSchema, { mark: 'пять' })).toEqual([t.required.mark])
  })

  it('the student uploads, the supervisor marks, a marked report is locked; others are refused', async () => {
    signIn(MASTER)
    const mine = await getNirsPage(null, null)
    expect(mine).toMatchObject({ semester: 3, report: null, canUpload: true, canMark: false })
    expect(mine.semesters.map((s) => s.hasReport)).toEqual([true, true, false])
    expect((await getNirsList(0)).map((r) => [r.studentID, r.semester])).toEqual([
      [MASTER, 1],
      [MASTER, 2],
      [MASTER, 3],
    ])
    const up = await uploadReport(3, { topic: 'Цифровой двойник', plan: 'Сбор данных', file: pdf() })
    expect(up.report).toMatchObject({ topic: 'Цифровой двойник', mark: '' })
    expect((await failure(setNirsMark(MASTER, 3, 'отлично'))).status).toBe(403)

    signIn(TEACHER)
    expect((await failure(getNirsPage(MASTER, 3))).status).toBe(403)
    expect(await getNirsList(0)).toEqual([])
    signIn(1)
    expect((await failure(getNirsList(0))).status).toBe(403)
    signIn(SUPERVISOR)
    expect((await getNirsList(3)).map((r) => r.studentID)).toEqual([MASTER])
    const marked = await setNirsMark(MASTER, 3, 'отлично')
    expect(marked.report).toMatchObject({ mark: 'отлично', markedBy: 'Кузнецов Дмитрий Сергеевич' })

    signIn(MASTER)
    const locked = await failure(uploadReport(3, { topic: 'Другая тема', plan: 'План', file: pdf() }))
    expect([locked.status, locked.serverMessage]).toEqual([400, t.markedLocked])
    expect((await getNirsPage(null, 3)).canUpload).toBe(false)

    signIn(ADMIN)
    const all = await getNirsList(0)
    expect(new Set(all.map((r) => r.studentID)).size).toBe(7)
    expect(all.every((r) => r.semester >= 1)).toBe(true)
    expect((await failure(getNirsPage(MASTER, 4))).status).toBe(400)
  })

  it('401 without a token; 400 for a mark without a report', async () => {
    expect((await callApi('GET', '/NIRSemestr/Get/Student')).status).toBe(401)
    const res = await callApi('POST', '/NIRSemestr/Set/Mark', ADMIN, { SID: 2201, SEM: 4, mark: 'зачтено' })
    expect([res.status, res.body.msg]).toEqual([400, t.noReportYet])
  })
})
