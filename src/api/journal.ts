import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { defineResource } from '@/lib/resource/define-resource'
import { JOURNAL_ROLES } from '@/lib/constants/journal'
import { journalTexts } from '@/texts/ru/journal'

/**
 * Class journals (issue 15; spec 1 §2 routes /Journals/…, §6 journal roles). The spec names no journal
 * calls besides the lesson reviews; these follow the portal's style:
 *   GET /api/Journals/List                     the journals a user may open (teacher: own; student: group's)
 *   GET /api/Journals/Journal?journalID        students × lesson dates with the cell values
 *   PUT /api/Journals/Mark                     one cell {journalID, studentID, date, value} (400 bad mark)
 *   GET /api/Journals/StudentPasses?studentID  a student's absences by discipline, valid and invalid
 */
const t = journalTexts.list

export const CONTROLS = ['exam', 'credit'] as const
export type Control = (typeof CONTROLS)[number]

export const journalRowSchema = v.object({
  journalID: v.number(),
  discipline: v.string(),
  group: v.string(),
  groupID: v.number(),
  kind: v.string(),
  control: v.string(),
  semester: v.string(),
  teacher: v.string(),
})
export type JournalRow = v.InferOutput<typeof journalRowSchema>

export const journalsResource = defineResource({
  name: 'journals-list',
  key: 'journalID',
  row: journalRowSchema,
  sortBy: 'discipline',
  columns: [
    {
      value: 'discipline',
      text: t.discipline,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Journals/Journal/{journalID}',
    },
    { value: 'group', text: t.group, filteredData: true, width: '8rem' },
    { value: 'kind', text: t.kind, filteredData: true },
    { value: 'control', text: t.control, filteredData: true },
    { value: 'semester', text: t.semester },
    { value: 'teacher', text: t.teacher, filteredData: true },
  ],
  endpoints: { list: '/Journals/List' },
  access: { read: JOURNAL_ROLES.any },
})

export const cellSchema = v.object({ studentID: v.number(), date: v.string(), value: v.string() })
export type JournalCell = v.InferOutput<typeof cellSchema>

export const journalSchema = v.object({
  journalID: v.number(),
  discipline: v.string(),
  group: v.string(),
  groupID: v.number(),
  kind: v.string(),
  control: v.picklist(CONTROLS),
  semester: v.string(),
  teacher: v.string(),
  /** Every lesson date of the semester from the timetable, ascending. */
  dates: v.array(v.string()),
  /** The last day a cell may be marked (today). */
  today: v.string(),
  students: v.array(v.object({ studentID: v.number(), fio: v.string() })),
  /** Non-empty cells only. */
  cells: v.array(cellSchema),
  canEdit: v.boolean(),
  /** The students' valid passes of the semester: an «н» inside one is an excused absence. */
  excused: v.optional(v.array(v.object({ studentID: v.number(), dateFrom: v.string(), dateTo: v.string() }))),
})
export type Journal = v.InferOutput<typeof journalSchema>

export const markBodySchema = v.object({
  journalID: v.number(),
  studentID: v.number(),
  date: v.string(),
  value: v.pipe(v.string(), v.trim()),
})
export type MarkBody = v.InferOutput<typeof markBodySchema>

export async function getJournal(journalID: number, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(journalSchema), await http.get('/Journals/Journal', { journalID }, options)).data
}

export async function saveMark(body: MarkBody, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(cellSchema), await http.put('/Journals/Mark', body, options)).data
}

export const studentPassesSchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  group: v.string(),
  semester: v.string(),
  rows: v.array(
    v.object({
      journalID: v.number(),
      discipline: v.string(),
      kind: v.string(),
      lessons: v.number(),
      valid: v.number(),
      invalid: v.number(),
    }),
  ),
  passes: v.array(
    v.object({
      /** The dean's office's records have an id (and may be withdrawn); older ones have none. */
      id: v.optional(v.number()),
      dateFrom: v.string(),
      dateTo: v.string(),
      reason: v.string(),
      document: v.optional(v.string()),
    }),
  ),
})
export type StudentPasses = v.InferOutput<typeof studentPassesSchema>

export async function getStudentPasses(studentID: number, options: RequestOptions = {}) {
  const answer = await http.get('/Journals/StudentPasses', { studentID }, options)
  return parseAnswer(stateEnvelope(studentPassesSchema), answer).data
}
