import { db } from '../db'
import { createRng, type Rng } from '../lib/rng'
import type { Grade, Lesson, LessonKind } from '@/api/day'
import type { Mark } from '@/lib/day-grades'
import { dayMs, parityOf, weekdayOf, type Parity } from '@/lib/day-week'

/**
 * The semester timetable of every group, generated lazily on the first request (and deterministically:
 * one PRNG stream per group) from a two-week template (odd and even weeks), so the seed itself costs
 * nothing. `seedDay` only drops the previous cache, as the database was re-seeded.
 */
const SUBJECTS = [
  'Математический анализ',
  'Линейная алгебра',
  'Программирование',
  'Базы данных',
  'Физика',
  'Иностранный язык',
  'История России',
  'Экономическая теория',
  'Теория вероятностей',
  'Операционные системы',
  'Сети и телекоммуникации',
  'Физическая культура',
]
const KINDS: LessonKind[] = ['lecture', 'practice', 'lab']
export const ROOMS = Array.from(
  { length: 24 },
  (_, i) => `${Math.floor(i / 8) + 1}-${101 + (i % 8) * 2 + Math.floor(i / 8) * 100}`,
)

const CAPACITIES = [30, 24, 60, 16, 120, 30, 24, 90]
/** Seats of the room ROOMS[index] (lecture halls, classrooms, computer labs). */
export const roomCapacity = (index: number) => CAPACITIES[index % CAPACITIES.length]

export interface Slot {
  parity: Parity | 'both'
  weekday: number
  pair: number
  subject: string
  kind: LessonKind
  room: string
  teacherID: number
  subgroup: number
}

/** Semester bounds: autumn 1 September – 28 December, spring 9 February – 30 June. */
export function inSemester(day: string): boolean {
  const md = day.slice(5)
  return (md >= '09-01' && md <= '12-28') || (md >= '02-09' && md <= '06-30')
}

let cache: Map<number, Slot[]> | null = null

/** The teachers the timetable knows: the demo teacher and the generated teaching staff. */
export function isTimetableTeacher(user: { userID: number; kind: string }): boolean {
  return user.kind === 'teacher' && (user.userID === 8 || user.userID >= 1000)
}

function teacherIDs(): number[] {
  return db.user
    .findMany({ where: { kind: { equals: 'teacher' } } })
    .filter(isTimetableTeacher)
    .map((u) => u.userID)
    .sort((a, b) => a - b)
}

function templateFor(groupID: number, rng: Rng, teachers: number[]): Slot[] {
  const slots: Slot[] = []
  const subjects = rng.shuffle(SUBJECTS).slice(0, 7)
  for (let weekday = 0; weekday < 6; weekday++) {
    const count = weekday === 5 ? rng.int(0, 2) : rng.int(2, 4)
    const firstPair = rng.int(1, 2)
    for (let k = 0; k < count; k++) {
      const subject = rng.pick(subjects)
      const kind = rng.pick(KINDS)
      const parity = rng.chance(0.25) ? rng.pick<Parity>(['odd', 'even']) : 'both'
      const teacherID = teachers[(SUBJECTS.indexOf(subject) * 7 + groupID) % teachers.length]
      const room = ROOMS[(groupID + weekday * 5 + k * 3) % ROOMS.length]
      if (kind === 'lab' && rng.chance(0.6)) {
        slots.push({ parity, weekday, pair: firstPair + k, subject, kind, room, teacherID, subgroup: 1 })
        slots.push({
          parity,
          weekday,
          pair: firstPair + k,
          subject,
          kind,
          room: ROOMS[(groupID + weekday * 5 + k * 3 + 12) % ROOMS.length],
          teacherID: teachers[(SUBJECTS.indexOf(subject) * 7 + groupID + 1) % teachers.length],
          subgroup: 2,
        })
      } else slots.push({ parity, weekday, pair: firstPair + k, subject, kind, room, teacherID, subgroup: 0 })
    }
  }
  return slots
}

function templates(): Map<number, Slot[]> {
  if (cache) return cache
  const teachers = teacherIDs()
  cache = new Map()
  for (const group of db.studyGroup.getAll().sort((a, b) => a.groupID - b.groupID))
    cache.set(group.groupID, templateFor(group.groupID, createRng(group.groupID), teachers))
  return cache
}

/** A template lesson and its index in its group's template (the tail of its lessons' ids). */
export interface IndexedSlot {
  index: number
  slot: Slot
}

/** Every group's template with the timetable office's changes applied (model raspSlotEdit). */
export function editedTemplates(): Map<number, IndexedSlot[]> {
  const result = new Map<number, IndexedSlot[]>()
  for (const [groupID, slots] of templates())
    result.set(
      groupID,
      slots.map((slot, index) => ({ index, slot })),
    )
  for (const edit of db.raspSlotEdit.getAll().sort((a, b) => a.id - b.id)) {
    const list = result.get(edit.groupID)
    if (!list) continue
    const at = list.findIndex((s) => s.index === edit.index)
    if (edit.deleted) {
      if (at >= 0) list.splice(at, 1)
      continue
    }
    const slot: Slot = {
      parity: edit.parity as Slot['parity'],
      weekday: edit.weekday,
      pair: edit.pair,
      subject: edit.subject,
      kind: edit.kind as LessonKind,
      room: edit.room,
      teacherID: edit.teacherID,
      subgroup: edit.subgroup,
    }
    if (at >= 0) list[at] = { index: edit.index, slot }
    else list.push({ index: edit.index, slot })
  }
  return result
}

/** The lessons of the given days (of one week) filtered by group, teacher or room. */
export function lessonsOf(days: string[], keep: (l: Lesson) => boolean): Lesson[] {
  const names = new Map(db.studyGroup.getAll().map((g) => [g.groupID, g.name]))
  const people = new Map(db.user.getAll().map((u) => [u.userID, u.shortFIO]))
  const lessons: Lesson[] = []
  // Each day's weekday and parity once (semester days only), not once per slot.
  const known = days.filter(inSemester).map((day) => ({ day, weekday: weekdayOf(day), parity: parityOf(day) }))
  for (const [groupID, slots] of editedTemplates()) {
    slots.forEach(({ slot, index }) => {
      for (const { day, weekday, parity } of known) {
        if (weekday !== slot.weekday) continue
        if (slot.parity !== 'both' && slot.parity !== parity) continue
        const lesson: Lesson = {
          id: (dayMs(day) / 86_400_000) * 100_000 + groupID * 100 + index,
          date: day,
          pair: slot.pair,
          subject: slot.subject,
          kind: slot.kind,
          room: slot.room,
          teacherID: slot.teacherID,
          teacher: people.get(slot.teacherID) ?? '',
          groupID,
          group: names.get(groupID) ?? '',
          subgroup: slot.subgroup,
        }
        if (keep(lesson)) lessons.push(lesson)
      }
    })
  }
  return lessons.sort((a, b) => a.date.localeCompare(b.date) || a.pair - b.pair || a.subgroup - b.subgroup)
}

/** The demo teacher's and head of department's own contacts; everyone else starts with the defaults. */
const SEEDED_CONTACTS = [
  {
    userID: 8,
    phone: '+7 (863) 273-85-11',
    showEmail: true,
    about: 'Веду программирование и базы данных. Консультации по средам, ауд. 1-105.',
  },
  { userID: 2, phone: '+7 (863) 273-84-02', showEmail: true, about: 'Заведующий кафедрой программного обеспечения.' },
]

export function seedDay(): void {
  cache = null
  for (const contact of SEEDED_CONTACTS) db.userContact.create(contact)
}

/* ---------- grade books: generated per student on first request, deterministically ---------- */

const EXAM_SUBJECTS = [
  'Математический анализ',
  'Линейная алгебра',
  'Программирование',
  'Базы данных',
  'Физика',
  'Дискретная математика',
  'Теория вероятностей',
  'Операционные системы',
  'Компьютерные сети',
  'Экономическая теория',
  'Философия',
  'Архитектура ЭВМ',
]
const CREDIT_SUBJECTS = [
  'Иностранный язык',
  'История России',
  'Физическая культура',
  'Безопасность жизнедеятельности',
  'Правоведение',
  'Русский язык и культура речи',
  'Социология',
  'Психология',
]
const POSITIVE: Mark[] = ['excellent', 'excellent', 'good', 'good', 'good', 'satisfactory']
/** About one control in twenty-five is failed or missed. */
const graded = (rng: Rng): Mark =>
  rng.chance(0.04) ? rng.pick<Mark>(['unsatisfactory', 'absent']) : rng.pick(POSITIVE)

/** The finished semesters of a student of course `course` in the autumn of the demo year (2026-2027). */
function finishedSemesters(course: number): number[] {
  return Array.from({ length: Math.max(0, course * 2 - 2) }, (_, i) => i + 1)
}

export function gradeBookOf(studentID: number): Grade[] | null {
  const student = db.user.findFirst({ where: { userID: { equals: studentID } } })
  if (!student || student.kind !== 'student') return null
  const group = db.studyGroup.findFirst({ where: { groupID: { equals: student.groupID } } })
  const course = group?.course ?? 1
  const rng = createRng(50_000 + studentID)
  const teachers = teacherIDs()
  const people = new Map(db.user.getAll().map((u) => [u.userID, u.shortFIO]))
  const grades: Grade[] = []
  for (const semester of finishedSemesters(course)) {
    // year k of study (k = ceil(semester / 2)) began in September 2026 - course + k
    const start = 2026 - course + Math.ceil(semester / 2)
    const year = `${start}-${start + 1}`
    const sessionDay = () => {
      const day = String(rng.int(10, 28)).padStart(2, '0')
      return semester % 2 === 1 ? `${start + 1}-01-${day}` : `${start + 1}-06-${day}`
    }
    const add = (discipline: string, kind: Grade['kind'], mark: Mark) =>
      grades.push({
        id: studentID * 1000 + grades.length + 1,
        semester,
        year,
        discipline,
        kind,
        mark,
        date: sessionDay(),
        teacher:
          people.get(
            teachers[
              (EXAM_SUBJECTS.indexOf(discipline) + CREDIT_SUBJECTS.indexOf(discipline) + semester * 3 + 20) %
                teachers.length
            ],
          ) ?? '',
        hours: kind === 'exam' ? 144 : kind === 'credit' ? 72 : 108,
      })
    for (const discipline of rng.shuffle(EXAM_SUBJECTS).slice(0, rng.int(3, 5))) add(discipline, 'exam', graded(rng))
    for (const discipline of rng.shuffle(CREDIT_SUBJECTS).slice(0, rng.int(3, 4)))
      add(discipline, 'credit', rng.chance(0.96) ? 'passed' : rng.pick<Mark>(['failed', 'absent']))
    if (semester % 2 === 0) add(`Курсовая работа: ${rng.pick(EXAM_SUBJECTS)}`, 'coursework', rng.pick(POSITIVE))
    if (semester === 4) add('Учебная практика', 'practice', rng.pick(POSITIVE))
  }
  // The demo student always has one debt to show: the last semester's first exam.
  if (studentID === 1) {
    const last = grades.filter((g) => g.kind === 'exam').at(-1)
    if (last) last.mark = 'unsatisfactory'
  }
  return grades
}
