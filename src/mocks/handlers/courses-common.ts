import { db } from '../db'
import { userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, forbidden, notFound } from '../lib/respond'
import { fullName } from '../lib/names'
import { answersOf, courseKeys, itemsOf, type CourseKey } from '../seed/courses.seed'
import type { Course, CourseStudent } from '@/api/courses'
import { COURSE_READER_ROLES, STATISTICS_ROLES } from '@/lib/constants/courses'
import { courseTexts } from '@/texts/ru/courses'

const t = courseTexts.server

export const isStudent = (u: DemoUser) => u.kind === 'student'
export const isCourseTeacher = (u: DemoUser, c: CourseKey) => c.teacherIDs.includes(u.userID)
/** The dean's offices read every course's answers; only the course's teachers mark them. */
export const canReadAnswers = (u: DemoUser, c: CourseKey) =>
  isCourseTeacher(u, c) || userHasRole(u, ...STATISTICS_ROLES)

const shortOf = (userID: number) => db.user.findFirst({ where: { userID: { equals: userID } } })?.shortFIO ?? ''

export function studentOut(u: DemoUser): CourseStudent {
  const group = db.studyGroup.findFirst({ where: { groupID: { equals: u.groupID } } })
  return { id: u.userID, fio: fullName(u), group: group?.name ?? '' }
}

export function courseOut(c: CourseKey, studentID: number | null): Course {
  const tasks = itemsOf(c).filter((i) => i.kind === 'task')
  const done =
    studentID === null
      ? 0
      : answersOf(c).filter((a) => a.studentID === studentID && tasks.some((t) => t.id === a.taskID))
  return {
    courseID: c.courseID,
    discipline: c.discipline,
    groupID: c.groupID,
    group: c.group,
    control: c.control,
    teachers: c.teacherIDs.map(shortOf),
    tasksTotal: tasks.length,
    tasksDone: Array.isArray(done) ? done.length : 0,
  }
}

export const coursesOfGroup = (groupID: number) => courseKeys().filter((k) => k.groupID === groupID)

/** An id from the query: null when absent, a Response (400) when malformed. */
export function idParam(raw: string | null): number | null | Response {
  if (raw === null || raw === '') return null
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : badRequest(t.badID)
}

/**
 * The student whose courses are read: the user themself, or (teachers and deans' offices) the one of
 * `userID`. A Response for a refusal.
 */
export function targetStudent(user: DemoUser, raw: string | null): DemoUser | Response {
  const id = idParam(raw)
  if (id instanceof Response) return id
  if (id === null || id === user.userID) return isStudent(user) ? user : badRequest(t.notStudent)
  if (!userHasRole(user, ...COURSE_READER_ROLES)) return forbidden(t.notYours)
  const student = db.user.findFirst({ where: { userID: { equals: id } } })
  if (!student) return notFound(t.notStudent)
  return isStudent(student) ? student : badRequest(t.notStudent)
}
