import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import {
  JOURNAL_LESSON_TYPES,
  JOURNAL_ROLES,
  JOURNAL_SCALES,
  JOURNAL_STAT_ROLES,
  JOURNAL_WEIGHTS_TOTAL,
} from '@/lib/constants/journal'
import { journalSettingsTexts } from '@/texts/ru/journal-settings'

/**
 * A teacher's journal settings (issue 15: /Journals/Settings). The spec names no calls; in the portal's style:
 *   GET /api/Journals/Settings               the journals a user sees (a teacher's own; all for the readers of every journal)
 *   PUT /api/Journals/Settings/{journalID}   {scale, weightClass, weightTests, weightHomework, lessonTypes}
 *                                            (400 in Russian; 403 unless the journal's teacher or a changer of every journal)
 * The scale decides the values the journal accepts: five-point marks «5»…«2» or «зачтено»/«не зачтено».
 */
const t = journalSettingsTexts

export type JournalScale = (typeof JOURNAL_SCALES)[number]

export const journalSettingSchema = v.object({
  journalID: v.number(),
  discipline: v.string(),
  group: v.string(),
  kind: v.string(),
  teacher: v.string(),
  scale: v.picklist(JOURNAL_SCALES),
  weightClass: v.number(),
  weightTests: v.number(),
  weightHomework: v.number(),
  lessonTypes: v.array(v.picklist(JOURNAL_LESSON_TYPES)),
})
export type JournalSetting = v.InferOutput<typeof journalSettingSchema>

const weight = (value: string, text: string) => ({ value, text, isNumber: true, required: true, maxLength: 3 })

export const journalSettingsResource = defineResource({
  name: 'journal-settings',
  key: 'journalID',
  row: journalSettingSchema,
  sortBy: 'discipline',
  columns: [
    { value: 'discipline', text: t.colDiscipline, editReadonly: true },
    { value: 'group', text: t.colGroup, filteredData: true, editReadonly: true, width: '8rem' },
    { value: 'kind', text: t.colKind, filteredData: true, editReadonly: true },
    { value: 'teacher', text: t.colTeacher, filteredData: true, editReadonly: true },
    { value: 'scale', text: t.colScale, listName: 'scales', required: true, filteredData: true },
    weight('weightClass', t.colClass),
    weight('weightTests', t.colTests),
    weight('weightHomework', t.colHomework),
    { value: 'lessonTypes', text: t.colLessonTypes, listName: 'lessonTypes', multiple: true, required: true },
  ],
  endpoints: { list: '/Journals/Settings', update: '/Journals/Settings/{key}' },
  access: { read: JOURNAL_STAT_ROLES, edit: [...JOURNAL_ROLES.changeAll, ROLES.teachers.name] },
})

export const journalScales = JOURNAL_SCALES.map((id) => ({ id, name: t.scales[id] }))
export const journalLessonTypes = JOURNAL_LESSON_TYPES.map((id) => ({ id, name: t.lessonTypes[id] }))

const percent = v.pipe(
  v.number(t.weightRange),
  v.integer(t.weightRange),
  v.minValue(0, t.weightRange),
  v.maxValue(100, t.weightRange),
)

/** The body of the PUT: the weights add up to 100, at least one lesson type. */
export const journalSettingBodySchema = v.pipe(
  v.object({
    scale: v.picklist(JOURNAL_SCALES, t.badScale),
    weightClass: percent,
    weightTests: percent,
    weightHomework: percent,
    lessonTypes: v.pipe(v.array(v.picklist(JOURNAL_LESSON_TYPES, t.typesRequired)), v.minLength(1, t.typesRequired)),
  }),
  v.check(
    (b) => b.weightClass + b.weightTests + b.weightHomework === JOURNAL_WEIGHTS_TOTAL,
    (issue) => {
      const b = issue.input as { weightClass: number; weightTests: number; weightHomework: number }
      return t.weightsTotal(b.weightClass + b.weightTests + b.weightHomework)
    },
  ),
)
export type JournalSettingBody = v.InferOutput<typeof journalSettingBodySchema>
