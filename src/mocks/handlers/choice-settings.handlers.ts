import type { HttpHandler } from 'msw'
import { db } from '../db'
import { fullName } from '../lib/names'
import { mockResource } from '../lib/resource-handlers'
import { choiceBlockResource, choiceDisciplineResource, choiceWindowResource } from '@/api/choice-resources'
import { CHOICE_SEATS_MAX } from '@/lib/constants/choice'
import { choiceTexts } from '@/texts/ru/choice'
import { disciplinesOf, takenOf, teacherOf } from './choice-common'

const t = choiceTexts.server

const facultyName = (facultyID: unknown) =>
  db.faculty.findFirst({ where: { facultyID: { equals: Number(facultyID) } } })?.name ?? ''
const isInt = (x: unknown, min: number, max: number) => {
  const n = Number(x)
  return x !== '' && x !== null && Number.isInteger(n) && n >= min && n <= max
}
const day = (x: unknown) => String(x ?? '').slice(0, 10)

/** The choosing windows: only their dates change (one window per faculty and course). */
const windows = mockResource(choiceWindowResource, {
  model: 'choiceWindow',
  toRow: (row) => ({
    id: row.id,
    faculty: facultyName(row.facultyID),
    course: row.course,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
  }),
  check: (body) => (day(body.dateFrom) && day(body.dateTo) < day(body.dateFrom) ? t.periodOrder : null),
  fields: (body) => ({ dateFrom: day(body.dateFrom), dateTo: day(body.dateTo) }),
})

/** The blocks: the title, «выбрать N» (fewer than the block's disciplines) and the description. */
const blocks = mockResource(choiceBlockResource, {
  model: 'choiceBlock',
  toRow: (row) => ({
    blockID: row.blockID,
    faculty: facultyName(row.facultyID),
    course: row.course,
    semester: row.semester,
    title: row.title,
    choose: row.choose,
    count: disciplinesOf(Number(row.blockID)).length,
    description: row.description,
  }),
  check: (body, id) => {
    const count = disciplinesOf(Number(id)).length
    return isInt(body.choose, 1, count - 1) ? null : t.chooseRange(count)
  },
  fields: (body) => ({
    title: String(body.title).trim(),
    choose: Number(body.choose),
    description: String(body.description ?? '').trim(),
  }),
})

/** The disciplines: name, credits, hours, seats (never below those who chose) and description. */
const disciplines = mockResource(choiceDisciplineResource, {
  model: 'choiceDiscipline',
  toRow: (row) => {
    const block = db.choiceBlock.findFirst({ where: { blockID: { equals: Number(row.blockID) } } })
    const teacher = teacherOf(Number(row.teacherID))
    return {
      disciplineID: row.disciplineID,
      block: block?.title ?? '',
      faculty: facultyName(block?.facultyID),
      course: block?.course ?? 0,
      name: row.name,
      credits: row.credits,
      hours: row.hours,
      teacher: teacher ? fullName(teacher) : '',
      department: teacher?.department ?? '',
      seats: row.seats,
      taken: takenOf(Number(row.disciplineID)),
      description: row.description,
    }
  },
  check: (body, id) => {
    if (!isInt(body.credits, 1, 10)) return t.creditsRange
    if (!isInt(body.hours, 1, 360)) return t.hoursRange
    if (!isInt(body.seats, 1, CHOICE_SEATS_MAX)) return t.seatsRange
    const taken = id === null ? 0 : takenOf(id)
    return Number(body.seats) < taken ? t.seatsBelowTaken(taken) : null
  },
  fields: (body) => ({
    name: String(body.name).trim(),
    credits: Number(body.credits),
    hours: Number(body.hours),
    seats: Number(body.seats),
    description: String(body.description ?? '').trim(),
  }),
})

export const choiceSettingsHandlers: HttpHandler[] = [...windows.handlers, ...blocks.handlers, ...disciplines.handlers]
