import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId } from '../lib/store'
import { fullName as nameOf } from '../lib/names'
import { reviewPayloadSchema, reviewRuleIssue, type ReceivedReview, type ReviewItem } from '@/api/review'
import { toIsoDate } from '@/lib/dates'
import { ROLES } from '@/lib/roles'
import { REVIEW_SUPERVISOR_ROLES } from '@/lib/constants/review'
import { reviewServerTexts as t } from '@/texts/ru/review'

/** The feed category a received review is posted under for its teacher ('Учёба'). */
const FEED_STUDY = 2

type Lesson = NonNullable<ReturnType<typeof db.reviewLesson.findFirst>>

const fullName = (userID: number) => {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? nameOf(u).trim() : ''
}
const lessonOf = (journalID: number) => db.reviewLesson.findFirst({ where: { journalID: { equals: journalID } } })
const reviewOf = (journalID: number, studentID: number) =>
  db.lessonReview.findFirst({ where: { journalID: { equals: journalID }, studentID: { equals: studentID } } })

function itemOf(lesson: Lesson): ReviewItem {
  return {
    journalID: lesson.journalID,
    num: lesson.num,
    aud: lesson.aud,
    dis: lesson.dis,
    type: lesson.type,
    time: lesson.time,
    teacher: fullName(lesson.teacherID),
  }
}

/** Reviews are anonymous: the teacher pages never carry the student. */
function received(filter: (r: { teacherID: number }) => boolean): ReceivedReview[] {
  const groupName = (groupID: number) =>
    db.studyGroup.findFirst({ where: { groupID: { equals: groupID } } })?.name ?? ''
  return db.lessonReview
    .getAll()
    .filter(filter)
    .sort((a, b) => b.created.localeCompare(a.created) || b.reviewID - a.reviewID)
    .map((r) => {
      const lesson = lessonOf(r.journalID)
      return {
        reviewID: r.reviewID,
        journalID: r.journalID,
        teacherID: r.teacherID,
        teacher: fullName(r.teacherID),
        dis: lesson?.dis ?? '',
        type: lesson?.type ?? '',
        aud: lesson?.aud ?? '',
        lessonDate: r.date || null,
        groupName: lesson ? groupName(lesson.groupID) : '',
        mark: r.mark,
        markAud: r.markAud,
        text: r.text,
        created: r.created,
      }
    })
}

const isSupervisor = (user: DemoUser) => userHasRole(user, ...REVIEW_SUPERVISOR_ROLES)

/** Handlers of the review area: the spec's calls with their exact paths, queries and {state, data} shapes. */
export const reviewHandlers: HttpHandler[] = [
  /** Lessons the signed-in student attended, that ask for a review, and that she has not reviewed yet. */
  http.get('*/api/Journals/JournalsReviewsList', ({ request }) => {
    const user = requireUser(request)
    const pending = db.reviewAttendance
      .findMany({ where: { studentID: { equals: user.userID }, requested: { equals: true } } })
      .filter((a) => !reviewOf(a.journalID, user.userID))
      .map((a) => lessonOf(a.journalID))
      .filter((l): l is Lesson => Boolean(l))
      .sort((a, b) => a.journalID - b.journalID)
      .map(itemOf)
    return ok({ journalReviews: pending })
  }),

  http.post('*/api/Journals/JournalReviews', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ROLES.student.name)
    const parsed = v.safeParse(reviewPayloadSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(t.invalidBody)
    const body = parsed.output
    const lesson = lessonOf(body.journalID)
    if (!lesson) return notFound(t.lessonNotFound)
    if (!db.reviewAttendance.findFirst({ where: { id: { equals: `${body.journalID}:${user.userID}` } } }))
      return badRequest(t.notAttended)
    if (reviewOf(body.journalID, user.userID)) return badRequest(t.alreadyReviewed)
    const text = body.text.trim()
    // the form's own rules (src/api/review.ts), worded as the server words them
    const issue = reviewRuleIssue({ mark: body.mark, text, date: body.date }, toIsoDate(new Date()))
    if (issue) return badRequest(issue === 'ratingRequired' ? t.invalidBody : t[issue])
    const reviewID = nextId('lessonReview', 'reviewID')
    createRecord('lessonReview', {
      reviewID,
      journalID: body.journalID,
      studentID: user.userID,
      teacherID: lesson.teacherID,
      mark: body.mark,
      markAud: body.markAud,
      date: body.date ?? '',
      text,
      created: new Date().toISOString(),
    })
    createRecord('feedItem', {
      feedID: nextId('feedItem', 'feedID'),
      userID: lesson.teacherID,
      categoryID: FEED_STUDY,
      title: t.feedTitle,
      text: t.feedText(lesson.dis, lesson.type, body.mark),
      fullDate: new Date().toISOString(),
      href: `/Journals/TeacherReviews/${lesson.teacherID}`,
    })
    return ok({ reviewID })
  }),

  /** Demo API: one teacher's received reviews — the teacher, or a supervisor. */
  http.get('*/api/Journals/TeacherReviews', ({ request }) => {
    const user = requireUser(request)
    const teacherID = Number(queryOf(request).get('teacherID'))
    if (!Number.isInteger(teacherID) || teacherID === 0) return badRequest(t.teacherRequired)
    if (teacherID !== user.userID && !isSupervisor(user)) return forbidden()
    const teacher = fullName(teacherID)
    if (!teacher) return notFound(t.teacherNotFound)
    return ok({ teacherID, teacher, reviews: received((r) => r.teacherID === teacherID) })
  }),

  /** Demo API: every review the user may see — all for a supervisor, their own for a teacher. */
  http.get('*/api/Journals/ReviewsList', ({ request }) => {
    const user = requireUser(request)
    if (isSupervisor(user)) return ok({ teacherID: null, teacher: null, reviews: received(() => true) })
    if (!userHasRole(user, ROLES.teachers.name)) return forbidden()
    return ok({
      teacherID: user.userID,
      teacher: fullName(user.userID),
      reviews: received((r) => r.teacherID === user.userID),
    })
  }),
]
