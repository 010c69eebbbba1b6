import { db } from '../db'
import { createRng } from '../lib/rng'
import { journalKeys, studentIDsOf, todayOf, currentSemester } from './journal.seed'
import type { Answer, CourseItem } from '@/api/courses'
import { marksFor, type CourseControl } from '@/lib/course-rules'
import { addDays } from '@/lib/day-week'

/**
 * E-learning courses derived from the class journals (so from the timetable): one course per group and
 * discipline of the current semester, led by the discipline's teachers in that group. The demo teacher
 * (login teacher) also leads the course «Базы данных» of the demo student's group 131. Materials, tasks
 * and the answers already sent are generated per course on first request, deterministically; teachers'
 * additions and students' answers (models courseItem, taskAnswer) win over them.
 */
export interface CourseKey {
  courseID: number
  groupID: number
  group: string
  discipline: string
  control: CourseControl
  teacherIDs: number[]
}

export const DEMO_COURSE = { groupID: 131, discipline: 'Базы данных', teacherID: 8 } as const

let keysCache: { source: unknown; keys: CourseKey[] } | null = null
const itemsCache = new Map<number, CourseItem[]>()
const answersCache = new Map<number, Answer[]>()

/** Every course of the semester, by group and discipline. */
export function courseKeys(): CourseKey[] {
  const journals = journalKeys()
  if (keysCache?.source === journals) return keysCache.keys
  const byCourse = new Map<string, Omit<CourseKey, 'courseID'>>()
  for (const j of journals) {
    const id = `${j.groupID}|${j.discipline}`
    const known = byCourse.get(id)
    // the lecturer first, then the teachers of practice and labs
    if (known) {
      if (!known.teacherIDs.includes(j.teacherID))
        known.teacherIDs =
          j.kind === 'lecture' ? [j.teacherID, ...known.teacherIDs] : [...known.teacherIDs, j.teacherID]
    } else
      byCourse.set(id, {
        groupID: j.groupID,
        group: j.group,
        discipline: j.discipline,
        control: j.control,
        teacherIDs: [j.teacherID],
      })
  }
  const counters = new Map<number, number>()
  const keys = [...byCourse.values()]
    .sort((a, b) => a.groupID - b.groupID || a.discipline.localeCompare(b.discipline, 'ru'))
    .map((k) => {
      const n = (counters.get(k.groupID) ?? 0) + 1
      counters.set(k.groupID, n)
      const demo = k.groupID === DEMO_COURSE.groupID && k.discipline === DEMO_COURSE.discipline
      return {
        ...k,
        courseID: k.groupID * 100 + n,
        teacherIDs:
          demo && !k.teacherIDs.includes(DEMO_COURSE.teacherID)
            ? [DEMO_COURSE.teacherID, ...k.teacherIDs]
            : k.teacherIDs,
      }
    })
  keysCache = { source: journals, keys }
  itemsCache.clear()
  answersCache.clear()
  return keys
}

export const courseOf = (courseID: number) => courseKeys().find((k) => k.courseID === courseID) ?? null

const TASKS = ['Лабораторная работа № 1', 'Лабораторная работа № 2', 'Практическое задание', 'Реферат']
const TASK_TEXTS = [
  'Выполните задание по методическим указаниям и приложите отчёт с ответами на контрольные вопросы.',
  'Решите задачи из раздела 2 практикума; в отчёте приведите ход решения.',
  'Подготовьте реферат объёмом 10–15 страниц по одной из тем списка; оформление по ГОСТ 7.32.',
]

/** The generated materials and tasks of a course (ids courseID * 100 + 1…9). */
function generatedItems(course: CourseKey): CourseItem[] {
  const rng = createRng(70_000 + course.courseID)
  const { start } = currentSemester()
  const base = { courseID: course.courseID, link: '', fileName: '', deadline: '' }
  const items: CourseItem[] = [
    {
      ...base,
      id: course.courseID * 100 + 1,
      kind: 'material',
      title: 'Рабочая программа дисциплины',
      description: `Цели, содержание и порядок аттестации по дисциплине «${course.discipline}».`,
      fileName: `Рабочая программа — ${course.discipline}.txt`,
    },
    {
      ...base,
      id: course.courseID * 100 + 2,
      kind: 'material',
      title: 'Конспект лекций',
      description: 'Лекции семестра с примерами; дополняется после каждой лекции.',
      fileName: `Конспект лекций — ${course.discipline}.txt`,
    },
    {
      ...base,
      id: course.courseID * 100 + 3,
      kind: 'material',
      title: 'Электронная библиотека',
      description: 'Учебники и задачники по дисциплине в электронной библиотеке университета.',
      link: `https://elib.univ.example/catalog?discipline=${encodeURIComponent(course.discipline)}`,
    },
  ]
  const count = rng.int(3, 4)
  for (let k = 0; k < count; k++)
    items.push({
      ...base,
      id: course.courseID * 100 + 4 + k,
      kind: 'task',
      title: TASKS[k],
      description: rng.pick(TASK_TEXTS),
      deadline: addDays(start, 28 * (k + 1) + rng.int(0, 4)),
    })
  return items
}

export function itemsOf(course: CourseKey): CourseItem[] {
  let generated = itemsCache.get(course.courseID)
  if (!generated) itemsCache.set(course.courseID, (generated = generatedItems(course)))
  const added = db.courseItem
    .findMany({ where: { courseID: { equals: course.courseID } } })
    .map(({ fileKey: _key, ...item }) => ({ ...item, kind: item.kind as CourseItem['kind'] }))
  return [...generated, ...added].sort((a, b) => a.id - b.id)
}

/** The answers sent before today: most students answer a past task, most answers of past tasks are marked. */
function generatedAnswers(course: CourseKey): Answer[] {
  const rng = createRng(80_000 + course.courseID)
  const today = todayOf()
  const answers: Answer[] = []
  const tasks = itemsOf(course).filter((i) => i.kind === 'task' && i.id % 100 < 10)
  for (const task of tasks)
    for (const studentID of studentIDsOf(course.groupID)) {
      const past = task.deadline < today
      // the demo student leaves the last two tasks of each course open to try the upload
      if (studentID === 1 && task.id >= tasks[tasks.length - 2].id) continue
      if (!rng.chance(past ? 0.85 : 0.25)) continue
      const sent = addDays(task.deadline, past ? rng.int(-6, 1) : -rng.int(1, 3))
      if (sent > today) continue
      const graded = past && rng.chance(0.75)
      answers.push({
        taskID: task.id,
        studentID,
        fileName: `Отчёт — ${task.title}.txt`,
        fileSize: rng.int(12_000, 900_000),
        submittedAt: `${sent}T${String(rng.int(7, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`,
        late: sent > task.deadline,
        mark: graded ? rng.pick([...marksFor(course.control)]) : null,
        comment: graded ? rng.pick(['', 'Хорошая работа.', 'Выводы нужно подробнее.', 'Оформление по ГОСТ.']) : '',
        gradedAt: graded ? `${addDays(sent, rng.int(1, 5))}T09:00:00.000Z` : null,
      })
    }
  return answers
}

export const answerID = (taskID: number, studentID: number) => `${taskID}:${studentID}`

/** The course's answers: the generated ones, overridden and extended by the stored ones. */
export function answersOf(course: CourseKey): Answer[] {
  let generated = answersCache.get(course.courseID)
  if (!generated) answersCache.set(course.courseID, (generated = generatedAnswers(course)))
  const merged = new Map(generated.map((a) => [answerID(a.taskID, a.studentID), a]))
  for (const row of db.taskAnswer.findMany({ where: { courseID: { equals: course.courseID } } }))
    merged.set(row.id, {
      taskID: row.taskID,
      studentID: row.studentID,
      fileName: row.fileName,
      fileSize: row.fileSize,
      submittedAt: row.submittedAt,
      late: row.late,
      mark: (row.mark || null) as Answer['mark'],
      comment: row.comment,
      gradedAt: row.gradedAt || null,
    })
  return [...merged.values()]
}

/** The re-seeded database forgets the caches (the journals' keys are re-read on the next request). */
export function seedCourses(): void {
  keysCache = null
  itemsCache.clear()
  answersCache.clear()
}
