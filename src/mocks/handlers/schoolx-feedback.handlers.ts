import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import {
  aggregateActivities,
  aggregateFormResult,
  aggregateStudents,
  answersOf,
  criteriaList,
  feedbackPeriods,
  isSchoolX,
  isStaff,
  isStudent,
  teacherNames,
  today,
} from './schoolx-answers'
import { feedbackBodySchema, feedbackFormSchema } from '@/api/schoolx'
import { FEEDBACK_PERIOD_TYPE, FORM_KINDS, FORM_POINTS, type FormKind } from '@/lib/constants/schoolx'
import { schoolxTexts } from '@/texts/ru/schoolx'

const s = schoolxTexts.server

// ---- handlers ----

function statQuery(request: Request) {
  const q = queryOf(request)
  const nums = ['course', 'periodNumber', 'year'].map((k) => Number(q.get(k)))
  if (nums.some((n) => !Number.isInteger(n) || n <= 0)) return null
  const [course, periodNumber, year] = nums
  const period = db.schoolXPeriod.findFirst({ where: { periodID: { equals: periodNumber } } })
  if (!period || period.typeID !== FEEDBACK_PERIOD_TYPE) return null
  const students = db.schoolxStudent.findMany({ where: { course: { equals: course }, year: { equals: year } } })
  return { course, period, students: students.sort((a, b) => b.studentID - a.studentID) }
}

function staffOnly(request: Request) {
  const user = requireUser(request)
  if (!isStaff(user)) throw forbidden(s.forbidden)
  return user
}

const modulesOfCourse = (course: number) =>
  db.schoolxModule
    .findMany({ where: { course: { equals: course } } })
    .sort((a, b) => a.moduleID - b.moduleID)
    .map(({ moduleID, name }) => ({ moduleID, name }))

const periodOut = ({ periodID, typeID, name, dateStart, dateEnd }: ReturnType<typeof feedbackPeriods>[number]) => ({
  periodID,
  typeID,
  name,
  dateStart,
  dateEnd,
})

export const feedbackHandlers: HttpHandler[] = [
  /** The student's feedback forms: the open feedback period (or the asked one, or the next one). */
  http.get('*/api/SchoolX/Feedback/Forms', ({ request }) => {
    const user = requireUser(request)
    if (!isSchoolX(user)) return forbidden(s.forbidden)
    if (!isStudent(user)) return forbidden(s.studentsOnly)
    const asked = queryOf(request).get('periodID')
    const now = today()
    const periods = feedbackPeriods()
    let period =
      periods.find((p) => p.dateStart <= now && now <= p.dateEnd) ?? periods.find((p) => p.dateStart > now) ?? null
    if (asked) {
      period = periods.find((p) => p.periodID === Number(asked)) ?? null
      if (!period) return notFound(s.periodNotFound)
    }
    const student = db.schoolxStudent.findFirst({ where: { studentID: { equals: user.userID } } })
    if (!period || !student)
      return ok({ period: period ? periodOut(period) : null, open: false, modules: [], classmates: [] })
    const open = period.dateStart <= now && now <= period.dateEnd
    const answers = answersOf([student], period.periodID)
    const modules = db.schoolxModule
      .getAll()
      .filter((m) => student.moduleIDs.includes(m.moduleID))
      .sort((a, b) => a.moduleID - b.moduleID)
      .map((m) => ({
        moduleID: m.moduleID,
        name: m.name,
        teachers: teacherNames(m.teacherIDs),
        answers: answers
          .filter((a) => a.moduleID === m.moduleID)
          .map(({ kind, rating, text, peerID, scores, date, points }) => ({
            kind,
            rating,
            text,
            peerID,
            scores,
            date,
            points,
          })),
      }))
    const classmates = db.schoolxStudent
      .findMany({ where: { course: { equals: student.course } } })
      .filter((c) => c.studentID !== student.studentID && c.moduleIDs.some((id) => student.moduleIDs.includes(id)))
      .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'))
      .map(({ studentID, fio }) => ({ studentID, fio }))
    return ok({ period: periodOut(period), open, modules, classmates })
  }),

  http.post('*/api/SchoolX/Feedback/Form', async ({ request }) => {
    const user = requireUser(request)
    if (!isSchoolX(user)) return forbidden(s.forbidden)
    if (!isStudent(user)) return forbidden(s.studentsOnly)
    const parsed = v.safeParse(feedbackBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(s.badBody)
    const { periodID, moduleID, kind } = parsed.output
    const period = db.schoolXPeriod.findFirst({ where: { periodID: { equals: periodID } } })
    if (!period || period.typeID !== FEEDBACK_PERIOD_TYPE) return notFound(s.periodNotFound)
    const now = today()
    if (now < period.dateStart || now > period.dateEnd) return badRequest(s.periodClosed, { period: s.periodClosed })
    const student = db.schoolxStudent.findFirst({ where: { studentID: { equals: user.userID } } })
    if (!student || !student.moduleIDs.includes(moduleID)) return badRequest(s.notYourModule)
    const values = v.safeParse(feedbackFormSchema(kind, criteriaList()), parsed.output.values)
    if (!values.success) {
      const errors = Object.fromEntries(
        values.issues.map((issue) => [v.getDotPath(issue) ?? 'form', issue.message]),
      ) as Record<string, string>
      return badRequest(s.badBody, errors)
    }
    const { rating, text, peerID, scores } = values.output
    if (kind === 'peerReview' && peerID === user.userID) return badRequest(s.peerSelf, { peerID: s.peerSelf })
    if (kind === 'peerReview' && !db.schoolxStudent.findFirst({ where: { studentID: { equals: peerID ?? 0 } } }))
      return badRequest(s.peerRequired, { peerID: s.peerRequired })
    const data = {
      rating,
      text,
      peerID: peerID ?? 0,
      scores: JSON.stringify(scores),
      date: now,
      points: FORM_POINTS[kind],
    }
    const existing = db.schoolxFeedback
      .findMany({
        where: { studentID: { equals: user.userID }, periodID: { equals: periodID }, moduleID: { equals: moduleID } },
      })
      .find((row) => row.kind === kind)
    if (existing) updateRecord('schoolxFeedback', 'feedbackID', existing.feedbackID, data)
    else
      createRecord('schoolxFeedback', {
        feedbackID: nextId('schoolxFeedback', 'feedbackID'),
        studentID: user.userID,
        periodID,
        moduleID,
        kind,
        ...data,
      })
    return ok({ kind, rating, text, peerID: peerID ?? null, scores, date: now, points: FORM_POINTS[kind] })
  }),

  http.get('*/api/SchoolX/Feedback/Stat/Dates', ({ request }) => {
    staffOnly(request)
    const courses = [...new Set(db.schoolxStudent.getAll().map((st) => `${st.course}/${st.year}`))].sort()
    return ok(
      courses.flatMap((cy) => {
        const [course, year] = cy.split('/').map(Number)
        return feedbackPeriods().map((p) => ({
          course,
          periodNumber: p.periodID,
          year,
          name: p.name,
          dateStart: p.dateStart,
          dateEnd: p.dateEnd,
        }))
      }),
    )
  }),

  http.get('*/api/SchoolX/Feedback/Stat/Activities', ({ request }) => {
    staffOnly(request)
    const q = statQuery(request)
    if (!q) return badRequest(s.badQuery)
    return ok(aggregateActivities(q.students, answersOf(q.students, q.period.periodID)))
  }),

  http.get('*/api/SchoolX/Feedback/Stat/StudentsList', ({ request }) => {
    staffOnly(request)
    const q = statQuery(request)
    if (!q) return badRequest(s.badQuery)
    return ok(aggregateStudents(q.students, answersOf(q.students, q.period.periodID)))
  }),

  http.get('*/api/SchoolX/Feedback/Stat/FormResult', ({ request }) => {
    staffOnly(request)
    const q = statQuery(request)
    if (!q) return badRequest(s.badQuery)
    const type = queryOf(request).get('type') as FormKind
    if (!FORM_KINDS.includes(type)) return badRequest(s.badKind)
    return ok(
      aggregateFormResult(type, modulesOfCourse(q.course), answersOf(q.students, q.period.periodID), criteriaList()),
    )
  }),
]
