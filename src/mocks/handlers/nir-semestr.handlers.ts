import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { markBodySchema, reportBodySchema, type NirsPage } from '@/api/nir-semestr'
import { NIRS_FILE_MAX, NIRS_OFFICE_ROLES, NIRS_STUDENT_ROLE } from '@/lib/constants/nir-semestr'
import { nirsTexts as t } from '@/texts/ru/nir-semestr'
import { fioOf, int, parseJson, today } from './nir-common'

type Student = NonNullable<ReturnType<typeof db.nirsStudent.findFirst>>
const FILE_NAME = /\.(pdf|docx)$/i
const FILE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
/** A PDF or DOCX by its name or, when a client sends none, by its type. */
const allowed = (f: File) => FILE_NAME.test(f.name) || FILE_TYPES.includes(f.type)

const person = (userID: number) => db.user.findFirst({ where: { userID: { equals: userID } } })
const studentOf = (id: number) => db.nirsStudent.findFirst({ where: { studentID: { equals: id } } })
const reportOf = (id: number, semester: number) =>
  db.nirsReport.findFirst({ where: { studentID: { equals: id }, semester: { equals: semester } } })
const isOffice = (user: DemoUser) => userHasRole(user, ...NIRS_OFFICE_ROLES)
/** The research admin, or the student's own supervisor, reads and marks a student's reports. */
const canMark = (user: DemoUser, s: Student) => isOffice(user) || s.supervisorID === user.userID

function page(s: Student, semester: number, user: DemoUser): NirsPage {
  const u = person(s.studentID)
  const sup = person(s.supervisorID)
  const report = reportOf(s.studentID, semester)
  const semesters = Array.from({ length: s.currentSemester }, (_, i) => {
    const r = reportOf(s.studentID, i + 1)
    return { semester: i + 1, mark: r?.mark ?? '', hasReport: Boolean(r) }
  })
  return {
    student: { id: s.studentID, fio: u ? fioOf(u) : '', group: u?.groupName ?? '' },
    supervisor: sup ? fioOf(sup) : '',
    semester,
    semesters,
    report: report
      ? {
          topic: report.topic,
          plan: report.plan,
          fileName: report.fileName,
          fileSize: report.fileSize,
          uploaded: report.uploaded,
          mark: report.mark,
          markedBy: report.markedBy,
          markedAt: report.markedAt,
        }
      : null,
    canUpload: s.studentID === user.userID && !report?.mark,
    canMark: canMark(user, s) && Boolean(report),
  }
}

/** A semester of the student's programme so far: 1 … their current one. */
const semesterOf = (raw: string | null, s: Student) => {
  if (raw === null || raw === '') return s.currentSemester
  const n = int(raw)
  return n !== null && n >= 1 && n <= s.currentSemester ? n : null
}

/**
 * «НИР в семестре»: the master student reads their semesters and uploads each semester's report (until
 * it is marked); the research admin (and a student's supervisor) lists the reports and marks them.
 * 401 without a token, 403 for others, 400 in Russian.
 */
export const nirSemestrHandlers: HttpHandler[] = [
  http.get('*/api/NIRSemestr/Get/List', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...NIRS_OFFICE_ROLES, 'Преподаватели', NIRS_STUDENT_ROLE)
    const sem = int(queryOf(request).get('SEM') ?? '0')
    if (sem === null || sem > 4) return badRequest(t.badSemester)
    // a master student's list is their own semesters; a supervisor's, their students'; the admin's, all
    const mine = db.nirsStudent.getAll().filter((s) => s.studentID === user.userID || canMark(user, s))
    const rows = mine.flatMap((s) => {
      const u = person(s.studentID)
      const sup = person(s.supervisorID)
      const sems = sem === 0 ? Array.from({ length: s.currentSemester }, (_, i) => i + 1) : [sem]
      return sems
        .filter((n) => n <= s.currentSemester)
        .map((n) => {
          const r = reportOf(s.studentID, n)
          return {
            studentID: s.studentID,
            fio: u ? fioOf(u) : '',
            group: u?.groupName ?? '',
            semester: n,
            topic: r?.topic ?? '',
            supervisor: sup ? fioOf(sup) : '',
            fileName: r?.fileName ?? '',
            mark: r?.mark ?? '',
          }
        })
    })
    return ok(rows.sort((a, b) => a.fio.localeCompare(b.fio, 'ru') || a.semester - b.semester))
  }),

  http.get('*/api/NIRSemestr/Get/Student', ({ request }) => {
    const user = requireUser(request)
    const q = queryOf(request)
    const raw = q.get('SID')
    const sid = raw ? int(raw) : user.userID
    if (sid === null) return badRequest('Параметр SID должен быть числом')
    const s = studentOf(sid)
    if (!s)
      return sid === user.userID
        ? forbidden('Вы не магистрант: НИР в семестре недоступна')
        : notFound(t.errors.notFound)
    if (sid !== user.userID && !canMark(user, s)) return forbidden(t.errors.forbidden)
    const semester = semesterOf(q.get('SEM'), s)
    if (semester === null) return badRequest(t.badSemester)
    return ok(page(s, semester, user))
  }),

  http.post('*/api/NIRSemestr/Set/Report', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, NIRS_STUDENT_ROLE)
    const s = studentOf(user.userID)
    if (!s) return forbidden('Вы не магистрант: НИР в семестре недоступна')
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest('Отчёт передаётся формой: часть report и файл rfile')
    }
    const parsed = v.safeParse(reportBodySchema, parseJson<unknown>(String(form.get('report') ?? ''), null))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { SEM, topic, plan } = parsed.output
    if (SEM > s.currentSemester) return badRequest(t.badSemester)
    const existing = reportOf(s.studentID, SEM)
    if (existing?.mark) return badRequest(t.markedLocked)
    const file = form.get('rfile')
    const upload = file !== null && typeof file !== 'string' ? file : null
    if (!upload && !existing) return badRequest(t.required.file)
    if (upload && (!allowed(upload) || upload.size > NIRS_FILE_MAX)) return badRequest(t.badFile)
    const data = {
      topic: topic.trim(),
      plan: plan.trim(),
      ...(upload ? { fileName: upload.name, fileSize: upload.size, uploaded: today() } : {}),
    }
    if (existing) updateRecord('nirsReport', 'id', existing.id, data)
    else
      createRecord('nirsReport', {
        id: nextId('nirsReport', 'id'),
        studentID: s.studentID,
        semester: SEM,
        fileName: '',
        fileSize: 0,
        uploaded: today(),
        mark: '',
        markedBy: '',
        markedAt: '',
        ...data,
      })
    return ok(page(s, SEM, user))
  }),

  http.post('*/api/NIRSemestr/Set/Mark', async ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(markBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { SID, SEM, mark } = parsed.output
    const s = studentOf(SID)
    if (!s) return notFound(t.errors.notFound)
    if (!canMark(user, s)) return forbidden('Оценку ставит научный руководитель магистранта')
    const report = reportOf(SID, SEM)
    if (!report) return badRequest(t.noReportYet)
    updateRecord('nirsReport', 'id', report.id, { mark, markedBy: fioOf(user), markedAt: today() })
    return ok(page(s, SEM, user))
  }),
]
