import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, forbidden, jsonBody, notFound, ok } from '../lib/respond'
import { requireRole, requireUser, userHasRole } from '../lib/auth'
import { createRecord, updateRecord } from '../lib/store'
import { journalKeys, journalOf, type JournalKey } from '../seed/journal.seed'
import {
  journalSettingBodySchema,
  journalSettingsResource,
  type JournalScale,
  type JournalSetting,
} from '@/api/journal-settings'
import { JOURNAL_ROLES, JOURNAL_STAT_ROLES, JOURNAL_LESSON_TYPES } from '@/lib/constants/journal'
import { journalTexts } from '@/texts/ru/journal'
import { journalSettingsTexts } from '@/texts/ru/journal-settings'

const t = journalSettingsTexts
type LessonType = (typeof JOURNAL_LESSON_TYPES)[number]

/** A journal's stored settings, or its defaults: the control's scale, 40/40/20, ordinary lessons and tests. */
export function settingsOf(k: JournalKey): Omit<JournalSetting, 'discipline' | 'group' | 'kind' | 'teacher'> {
  const stored = db.journalSetting.findFirst({ where: { journalID: { equals: k.journalID } } })
  if (stored)
    return {
      journalID: k.journalID,
      scale: stored.scale as JournalScale,
      weightClass: stored.weightClass,
      weightTests: stored.weightTests,
      weightHomework: stored.weightHomework,
      lessonTypes: stored.lessonTypes as LessonType[],
    }
  return {
    journalID: k.journalID,
    scale: k.control === 'credit' ? 'credit' : 'five',
    weightClass: 40,
    weightTests: 40,
    weightHomework: 20,
    lessonTypes: k.kind === 'lab' ? ['ordinary', 'labDefence'] : ['ordinary', 'test'],
  }
}

/** The scale a journal's cells follow (its settings, else its control form). */
export const scaleOf = (k: JournalKey): JournalScale => settingsOf(k).scale

const rowOf = (k: JournalKey): JournalSetting => ({
  discipline: k.discipline,
  group: k.group,
  kind: journalTexts.kinds[k.kind],
  teacher: k.teacher,
  ...settingsOf(k),
})

/** Journal settings (issue 15): a teacher reads and changes their own journals'; the journal admins all. */
export const journalSettingsHandlers: HttpHandler[] = [
  http.get(`*/api${journalSettingsResource.endpoints.list}`, ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...JOURNAL_STAT_ROLES)
    const all = userHasRole(user, ...JOURNAL_ROLES.readAll)
    return ok(
      journalKeys()
        .filter((k) => all || k.teacherID === user.userID)
        .map(rowOf),
    )
  }),

  http.put('*/api/Journals/Settings/:key', async ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...JOURNAL_STAT_ROLES)
    const k = journalOf(Number(params.key))
    if (!k) return notFound(t.notFound)
    if (k.teacherID !== user.userID && !userHasRole(user, ...JOURNAL_ROLES.changeAll)) return forbidden(t.notOwn)
    const parsed = v.safeParse(journalSettingBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const data = { ...parsed.output, lessonTypes: [...parsed.output.lessonTypes] }
    if (db.journalSetting.findFirst({ where: { journalID: { equals: k.journalID } } }))
      updateRecord('journalSetting', 'journalID', k.journalID, data)
    else createRecord('journalSetting', { journalID: k.journalID, ...data })
    return ok(rowOf(k))
  }),
]
