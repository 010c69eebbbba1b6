import { db } from '../db'
import { rolesOf, type DemoUser } from '../lib/auth'
import { SEED_NOW } from '../lib/rng'
import { SCHOOLX_DEMO_STUDENT } from '../seed/schoolx.seed'
import type { Criterion, FeedbackAnswer, StudentStat } from '@/api/schoolx'
import { FEEDBACK_PERIOD_TYPE, FORM_KINDS, FORM_POINTS, type FormKind } from '@/lib/constants/schoolx'
import { toIsoDate } from '@/lib/dates'
import { ROLES } from '@/lib/roles'

/**
 * The «Школа Х» mock's shared part (issue 17): who is who, the filled feedback (stored answers over a
 * lazily derived, deterministic baseline) and its pure statistics. The handlers of each resource import it.
 */
const STAFF: readonly string[] = [
  ROLES.schoolXAdmin.name,
  ROLES.schoolXModerator.name,
  ROLES.schoolXStudentModerator.name,
  ROLES.schoolXTeacher.name,
]

export const isSchoolX = (user: DemoUser) => rolesOf(user).some((r) => r.name.startsWith('ШколаХ'))
export const isStaff = (user: DemoUser) => rolesOf(user).some((r) => STAFF.includes(r.name))
export const isStudent = (user: DemoUser) =>
  user.userID < 0 && rolesOf(user).some((r) => r.name === ROLES.schoolXStudent.name)

/** The server's «today» (the menu asks for periods with the client's date the same way). */
export const today = () => toIsoDate(new Date())

// ---- the answers: stored ones (journaled writes) over a lazily derived, deterministic baseline ----

/** A stable 32-bit hash of a few integers (the baseline needs no stored state). */
function hash(...parts: number[]): number {
  let h = 0x811c9dc5
  for (const p of parts) {
    h ^= p & 0xffff
    h = Math.imul(h, 0x01000193)
    h ^= (p >>> 16) & 0xffff
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 13
  h = Math.imul(h, 0x5bd1e995)
  return (h ^ (h >>> 15)) >>> 0
}
const unit = (...parts: number[]) => hash(...parts) / 4294967296

const COMMENTS = [
  'Было интересно, особенно практические задания.',
  'Хотелось бы больше времени на проект.',
  'Всё понятно, спасибо преподавателю.',
  'Некоторые темы слишком быстрые.',
  'Узнал(а) много нового, буду продолжать.',
  'Материалы удобные, но не хватает примеров.',
]

export interface StoredAnswer extends FeedbackAnswer {
  studentID: number
  moduleID: number
  periodID: number
}

const DAY = 86_400_000
const addDays = (iso: string, days: number) => toIsoDate(new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY))

/**
 * What the seeded students had filled by the demo's «today» (SEED_NOW): uneven on purpose, each student
 * with their own diligence, reflection and peer review rarer than the rest. The demo student has none.
 */
export function baselineAnswers(
  student: { studentID: number; moduleIDs: number[] },
  period: { periodID: number; dateStart: string; dateEnd: string },
  criteria: readonly Criterion[],
): StoredAnswer[] {
  if (student.studentID === SCHOOLX_DEMO_STUDENT) return []
  const seedDay = toIsoDate(SEED_NOW)
  if (period.dateStart > seedDay) return []
  const last = period.dateEnd < seedDay ? period.dateEnd : seedDay
  const span = Math.max(1, Math.round((Date.parse(last) - Date.parse(period.dateStart)) / DAY) + 1)
  const diligence = 0.1 + 0.85 * unit(student.studentID, 7)
  const out: StoredAnswer[] = []
  for (const moduleID of student.moduleIDs) {
    FORM_KINDS.forEach((kind, k) => {
      const rarity = kind === 'reflection' || kind === 'peerReview' ? 0.6 : 1
      if (unit(student.studentID, moduleID, k, period.periodID) > diligence * rarity) return
      const r = unit(student.studentID, moduleID, k, period.periodID, 3)
      const scores =
        kind === 'criterias'
          ? Object.fromEntries(criteria.map((c) => [String(c.criteriaID), Math.round(r * c.maxPoints)]))
          : {}
      out.push({
        studentID: student.studentID,
        moduleID,
        periodID: period.periodID,
        kind,
        rating: 1 + Math.floor(unit(student.studentID, moduleID, k, 5) * 5),
        text: COMMENTS[hash(student.studentID, moduleID, k) % COMMENTS.length],
        peerID: kind === 'peerReview' ? student.studentID - 1 : null,
        scores,
        date: addDays(period.dateStart, Math.floor(r * span)),
        points: FORM_POINTS[kind],
      })
    })
  }
  return out
}

export const criteriaList = (): Criterion[] =>
  db.schoolxCriterion
    .getAll()
    .map(({ criteriaID, name, maxPoints }) => ({ criteriaID, name, maxPoints }))
    .sort((a, b) => a.criteriaID - b.criteriaID)

const storedOf = (row: NonNullable<ReturnType<typeof db.schoolxFeedback.findFirst>>): StoredAnswer => ({
  studentID: row.studentID,
  moduleID: row.moduleID,
  periodID: row.periodID,
  kind: row.kind as FormKind,
  rating: row.rating,
  text: row.text,
  peerID: row.peerID || null,
  scores: JSON.parse(row.scores || '{}') as Record<string, number>,
  date: row.date,
  points: row.points,
})

/** Every answer of the given students in a period: the stored one wins over the baseline of the same form. */
export function answersOf(students: { studentID: number; moduleIDs: number[] }[], periodID: number): StoredAnswer[] {
  const period = db.schoolXPeriod.findFirst({ where: { periodID: { equals: periodID } } })
  if (!period) return []
  const criteria = criteriaList()
  const ids = new Set(students.map((st) => st.studentID))
  const stored = db.schoolxFeedback
    .findMany({ where: { periodID: { equals: periodID } } })
    .filter((row) => ids.has(row.studentID))
    .map(storedOf)
  const key = (a: StoredAnswer) => `${a.studentID}/${a.moduleID}/${a.kind}`
  const storedKeys = new Set(stored.map(key))
  const baseline = students
    .flatMap((st) => baselineAnswers(st, period, criteria))
    .filter((a) => !storedKeys.has(key(a)))
  return [...baseline, ...stored]
}

// ---- statistics (pure; unit-tested) ----

type Student = { studentID: number; fio: string }
const zeroKinds = () => Object.fromEntries(FORM_KINDS.map((k) => [k, 0])) as Record<FormKind, number>

/** Spec 2 §3: per student, the count of each form kind, the points and the first and last dates. */
export function aggregateStudents(students: readonly Student[], answers: readonly StoredAnswer[]): StudentStat[] {
  const rows = new Map<number, StudentStat>(
    students.map((st) => [
      st.studentID,
      { studentID: st.studentID, fio: st.fio, ...zeroKinds(), points: 0, dateStart: null, dateFinish: null },
    ]),
  )
  for (const a of answers) {
    const row = rows.get(a.studentID)
    if (!row) continue
    row[a.kind] += 1
    row.points += a.points
    if (!row.dateStart || a.date < row.dateStart) row.dateStart = a.date
    if (!row.dateFinish || a.date > row.dateFinish) row.dateFinish = a.date
  }
  return [...rows.values()]
}

/** The activity summary: students, active ones, forms, points, forms per kind and per day (sorted). */
export function aggregateActivities(students: readonly Student[], answers: readonly StoredAnswer[]) {
  const ids = new Set(students.map((st) => st.studentID))
  const own = answers.filter((a) => ids.has(a.studentID))
  const byKind = zeroKinds()
  const days = new Map<string, number>()
  for (const a of own) {
    byKind[a.kind] += 1
    days.set(a.date, (days.get(a.date) ?? 0) + 1)
  }
  return {
    students: students.length,
    active: new Set(own.map((a) => a.studentID)).size,
    forms: own.length,
    points: own.reduce((sum, a) => sum + a.points, 0),
    byKind,
    byDay: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** One form kind's results per module (count, mean rating, ratings 1…5) and, for criteria, the mean per criterion. */
export function aggregateFormResult(
  type: FormKind,
  modules: readonly { moduleID: number; name: string }[],
  answers: readonly StoredAnswer[],
  criteria: readonly Criterion[],
) {
  const own = answers.filter((a) => a.kind === type)
  return {
    type,
    modules: modules.map((m) => {
      const list = own.filter((a) => a.moduleID === m.moduleID)
      const ratings = [1, 2, 3, 4, 5].map((r) => list.filter((a) => a.rating === r).length)
      return {
        moduleID: m.moduleID,
        name: m.name,
        count: list.length,
        averageRating: list.length ? round1(list.reduce((sum, a) => sum + a.rating, 0) / list.length) : null,
        ratings,
      }
    }),
    criteria:
      type === 'criterias'
        ? criteria.map((c) => {
            const scores = own
              .map((a) => a.scores[String(c.criteriaID)])
              .filter((n): n is number => typeof n === 'number')
            return { ...c, average: scores.length ? round1(scores.reduce((x, y) => x + y, 0) / scores.length) : null }
          })
        : [],
  }
}

export const feedbackPeriods = () =>
  db.schoolXPeriod
    .findMany({ where: { typeID: { equals: FEEDBACK_PERIOD_TYPE } } })
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart))

export const teacherNames = (ids: number[]) =>
  ids
    .map((id) => db.user.findFirst({ where: { userID: { equals: id } } }))
    .filter((u) => u !== null)
    .map((u) => `${u.last_name} ${u.first_name} ${u.middle_name}`)
