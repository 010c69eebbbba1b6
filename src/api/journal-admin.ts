import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { JOURNAL_DEADLINE_DAYS, JOURNAL_STATES } from '@/lib/constants/journal'
import { journalAdminTexts } from '@/texts/ru/journal-admin'

/**
 * The journals' administration (issue 15). The spec names no calls; in the portal's style:
 *   GET /api/Journals/Admin/JournalList          every journal with its lessons held, overdue ones and state
 *   PUT /api/Journals/Admin/JournalList/{id}     {state: 'open' | 'closed'} (a closed journal refuses marks)
 *   GET /api/Journals/Admin/Settings             the one row of global settings
 *   PUT /api/Journals/Admin/Settings/{id}        {deadlineDays 1…30, studentsSeeGroup}
 * Both for 'Администратор Журналы' and the research admin (spec 1 §6 route roles).
 */
const t = journalAdminTexts
const admins = [ROLES.journalsAdmin.name, ROLES.scienceAdmin.name]

export const adminJournalSchema = v.object({
  journalID: v.number(),
  discipline: v.string(),
  group: v.string(),
  kind: v.string(),
  teacher: v.string(),
  held: v.number(),
  overdue: v.number(),
  state: v.picklist(JOURNAL_STATES),
})
export type AdminJournal = v.InferOutput<typeof adminJournalSchema>

export const adminJournalsResource = defineResource({
  name: 'journals-admin',
  key: 'journalID',
  row: adminJournalSchema,
  sortBy: 'group',
  columns: [
    {
      value: 'discipline',
      text: t.list.colDiscipline,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Journals/Journal/{journalID}',
      editReadonly: true,
    },
    { value: 'group', text: t.list.colGroup, filteredData: true, editReadonly: true, width: '8rem' },
    { value: 'kind', text: t.list.colKind, filteredData: true, editReadonly: true },
    { value: 'teacher', text: t.list.colTeacher, filteredData: true, editReadonly: true },
    { value: 'held', text: t.list.colHeld, hiddenForm: true },
    { value: 'overdue', text: t.list.colOverdue, hiddenForm: true },
    {
      value: 'state',
      text: t.list.colState,
      listName: 'states',
      required: true,
      filteredData: true,
    },
  ],
  endpoints: { list: '/Journals/Admin/JournalList', update: '/Journals/Admin/JournalList/{key}' },
  access: { read: admins, edit: admins },
})
export const journalStates = JOURNAL_STATES.map((id) => ({ id, name: t.list.states[id] }))
export const journalStateBodySchema = v.object({ state: v.picklist(JOURNAL_STATES, t.list.stateRequired) })

export const journalGlobalSettingsSchema = v.object({
  id: v.number(),
  deadlineDays: v.number(),
  studentsSeeGroup: v.boolean(),
})
export type JournalGlobalSettings = v.InferOutput<typeof journalGlobalSettingsSchema>

export const journalGlobalSettingsResource = defineResource({
  name: 'journals-settings-admin',
  key: 'id',
  row: journalGlobalSettingsSchema,
  columns: [
    { value: 'id', text: t.settings.colID, hiddenForm: true, visible: false },
    { value: 'deadlineDays', text: t.settings.colDeadline, isNumber: true, required: true, maxLength: 2 },
    { value: 'studentsSeeGroup', text: t.settings.colStudentsSeeGroup, type: 'boolean', align: 'center' },
  ],
  endpoints: { list: '/Journals/Admin/Settings', update: '/Journals/Admin/Settings/{key}' },
  access: { read: admins, edit: admins },
})

/** The deadline's own rule (the form's number check comes first). */
export const deadlineIssue = (days: unknown): string | null =>
  typeof days === 'number' &&
  Number.isInteger(days) &&
  days >= JOURNAL_DEADLINE_DAYS.min &&
  days <= JOURNAL_DEADLINE_DAYS.max
    ? null
    : t.settings.deadlineRange
