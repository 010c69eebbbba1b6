import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'
import { toIsoDate } from '@/lib/dates'

/** Pair number → bell times. */
export const PAIR_TIMES: Record<number, string> = {
  1: '08:30–10:05',
  2: '10:15–11:50',
  3: '12:00–13:35',
  4: '13:50–15:25',
  5: '15:35–17:10',
}

const STUDENT = 1 // login student
/** The student's group: her own when the users seed gives one that exists, else the 3rd-course group 131. */
const FALLBACK_GROUP = 131
const MASTER = 13 // login master, group 131
const TEACHER = 8 // login teacher
const AUTHOR = 2 // login author

type Lesson = {
  journalID: number
  num: number
  aud: string
  dis: string
  type: string
  teacherID: number
  daysAgo: number
}

/**
 * The demo's lessons. `student` has exactly three pending reviews (1, 2 by `teacher`, 3 by `author`),
 * two lessons already reviewed (4, 5), and one lesson of her group she missed (6); `master` has one.
 */
const LESSONS: Lesson[] = [
  { journalID: 1, num: 2, aud: '1-305', dis: 'Базы данных', type: 'Лекция', teacherID: TEACHER, daysAgo: 1 },
  {
    journalID: 2,
    num: 3,
    aud: '8-412',
    dis: 'Базы данных',
    type: 'Лабораторная работа',
    teacherID: TEACHER,
    daysAgo: 1,
  },
  {
    journalID: 3,
    num: 1,
    aud: '2-217',
    dis: 'Теория вероятностей',
    type: 'Практическое занятие',
    teacherID: AUTHOR,
    daysAgo: 2,
  },
  { journalID: 4, num: 2, aud: '1-305', dis: 'Базы данных', type: 'Лекция', teacherID: TEACHER, daysAgo: 8 },
  { journalID: 5, num: 4, aud: '2-217', dis: 'Теория вероятностей', type: 'Лекция', teacherID: AUTHOR, daysAgo: 9 },
  { journalID: 6, num: 1, aud: '7-101', dis: 'Философия', type: 'Семинар', teacherID: AUTHOR, daysAgo: 3 },
  { journalID: 7, num: 3, aud: '1-410', dis: 'Машинное обучение', type: 'Лекция', teacherID: TEACHER, daysAgo: 1 },
]

const COMMENTS = [
  'Понятно объясняет, много примеров из практики.',
  'Хотелось бы больше времени на разбор задач.',
  'Отличное занятие, всё по делу.',
  'Материал интересный, но темп слишком быстрый.',
  '',
  'Спасибо за подробные ответы на вопросы!',
]

/** Deterministic demo data of the review area (runs after users and core data exist). */
export function seedReview(rng: Rng): void {
  const own = db.user.findFirst({ where: { userID: { equals: STUDENT } } })?.groupID
  const group = own && db.studyGroup.findFirst({ where: { groupID: { equals: own } } }) ? own : FALLBACK_GROUP
  for (const lesson of LESSONS) {
    const { daysAgo, ...rest } = lesson
    db.reviewLesson.create({
      ...rest,
      groupID: group,
      time: PAIR_TIMES[lesson.num],
      lessonDate: toIsoDate(new Date(SEED_NOW.getTime() - daysAgo * 864e5)),
    })
  }
  const attend = (journalID: number, studentID: number, requested = true) =>
    db.reviewAttendance.create({ id: `${journalID}:${studentID}`, journalID, studentID, requested })
  for (const journalID of [1, 2, 3, 4, 5]) attend(journalID, STUDENT)
  attend(7, MASTER)

  // Classmates were at the lessons too; some of them already left reviews.
  const classmates = db.user
    .getAll()
    .filter((u) => u.kind === 'student' && u.groupID === group && u.userID !== STUDENT && u.userID !== MASTER)
    .slice(0, 6)
  let reviewID = 1
  const review = (journalID: number, studentID: number, mark: number, text: string, markAud = 0) => {
    const lesson = db.reviewLesson.findFirst({ where: { journalID: { equals: journalID } } })!
    const created = new Date(
      new Date(`${lesson.lessonDate}T12:00:00+03:00`).getTime() + rng.int(1, 20) * 3600e3,
    ).toISOString()
    db.lessonReview.create({
      reviewID: reviewID++,
      journalID,
      studentID,
      teacherID: lesson.teacherID,
      mark,
      markAud,
      date: lesson.lessonDate,
      text,
      created,
    })
  }
  review(4, STUDENT, 5, 'Очень понятная лекция, спасибо!', 4)
  review(5, STUDENT, 3, '')
  for (const classmate of classmates) {
    for (const journalID of [1, 2, 4, 5, 6]) attend(journalID, classmate.userID, journalID !== 6)
    const journalID = rng.pick([4, 5])
    const mark = rng.int(2, 5)
    const text = rng.pick(COMMENTS)
    review(journalID, classmate.userID, mark === 5 && !text ? 4 : mark, text, rng.chance(0.5) ? rng.int(3, 5) : 0)
  }
}
