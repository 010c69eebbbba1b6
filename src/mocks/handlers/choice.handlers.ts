import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, jsonBody, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser } from '../lib/auth'
import { createRecord, deleteRecord, nextId } from '../lib/store'
import { fullName } from '../lib/names'
import { choiceSaveSchema, type ChoiceStat } from '@/api/choice'
import { selectionIssue } from '@/lib/choice-rules'
import { choiceIssueText } from '@/lib/choice-issue-text'
import { CHOICE_ROLES } from '@/lib/constants/choice'
import { ROLES } from '@/lib/roles'
import { choiceTexts } from '@/texts/ru/choice'
import { blocksOf, choiceDataOf, disciplinesOf } from './choice-common'
import { choiceSettingsHandlers } from './choice-settings.handlers'

const t = choiceTexts.server

function studentOf(request: Request) {
  const user = requireUser(request)
  requireRole(user, ROLES.student.name)
  if (!user.groupID) throw badRequest(t.noStudent)
  return user
}

/** GET /api/Plans/ChoiceDisciplines: the student's blocks, window and saved choice. */
const read = http.get('*/api/Plans/ChoiceDisciplines', ({ request }) => {
  const user = studentOf(request)
  const data = choiceDataOf(user.userID, user.groupID)
  return data ? ok(data) : badRequest(t.noStudent)
})

/** POST: the whole choice at once; the window, the limits and the seats are checked as the screen does. */
const save = http.post('*/api/Plans/ChoiceDisciplines', async ({ request }) => {
  const user = studentOf(request)
  const parsed = v.safeParse(choiceSaveSchema, await jsonBody(request))
  if (!parsed.success) return badRequest(t.badBody)
  const data = choiceDataOf(user.userID, user.groupID)
  if (!data) return badRequest(t.noStudent)
  const selection = Object.fromEntries(parsed.output.choices.map((c) => [c.blockID, c.disciplineIDs]))
  const foreign = parsed.output.choices.some((c) => !data.blocks.some((b) => b.blockID === c.blockID))
  if (foreign) return badRequest(choiceTexts.issues.unknown)
  const issue = selectionIssue(data.blocks, selection, data.window?.open ?? false)
  if (issue) return badRequest(choiceIssueText(issue, data.blocks))
  const blockIDs = new Set(data.blocks.map((b) => b.blockID))
  for (const old of db.choiceSelection.findMany({ where: { studentID: { equals: user.userID } } }))
    if (blockIDs.has(old.blockID)) deleteRecord('choiceSelection', 'id', old.id)
  for (const c of parsed.output.choices)
    for (const disciplineID of new Set(c.disciplineIDs))
      createRecord('choiceSelection', {
        id: nextId('choiceSelection', 'id'),
        studentID: user.userID,
        blockID: c.blockID,
        disciplineID,
      })
  return ok(choiceDataOf(user.userID, user.groupID))
})

const intOf = (raw: string | null, fallback: number) => (raw && /^\d+$/.test(raw) ? Number(raw) : fallback)

/** GET /api/Plans/ChoiceDisciplinesStat?facultyID&course: who chose what, by group; who has not chosen. */
const stat = http.get('*/api/Plans/ChoiceDisciplinesStat', ({ request }) => {
  const user = requireUser(request)
  requireRole(user, ...CHOICE_ROLES.deanOffice)
  const q = queryOf(request)
  const facultyID = intOf(q.get('facultyID'), 1)
  const course = intOf(q.get('course'), 3)
  if (!db.faculty.findFirst({ where: { facultyID: { equals: facultyID } } })) return badRequest(t.facultyUnknown)
  if (course < 1 || course > 6) return badRequest(t.courseRange)
  const groups = db.studyGroup
    .getAll()
    .filter((g) => g.facultyID === facultyID && g.course === course)
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
  const groupIndex = new Map(groups.map((g, i) => [g.groupID, i]))
  const students = db.user.findMany({ where: { kind: { equals: 'student' } } }).filter((u) => groupIndex.has(u.groupID))
  const studentGroup = new Map(students.map((u) => [u.userID, u.groupID]))
  const blocks = blocksOf(facultyID, course)
  const chose = new Set<number>()
  const out: ChoiceStat['blocks'] = blocks.map((b) => ({
    blockID: b.blockID,
    title: b.title,
    choose: b.choose,
    disciplines: disciplinesOf(b.blockID).map((d) => {
      const byGroup = groups.map(() => 0)
      for (const s of db.choiceSelection.findMany({ where: { disciplineID: { equals: d.disciplineID } } })) {
        const g = studentGroup.get(s.studentID)
        if (g === undefined) continue
        byGroup[groupIndex.get(g)!] += 1
        chose.add(s.studentID)
      }
      return {
        disciplineID: d.disciplineID,
        name: d.name,
        seats: d.seats,
        total: byGroup.reduce((a, n) => a + n, 0),
        byGroup,
      }
    }),
  }))
  const names = new Map(groups.map((g) => [g.groupID, g.name]))
  const notChosen = blocks.length
    ? students
        .filter((u) => !chose.has(u.userID))
        .map((u) => ({ studentID: u.userID, fio: fullName(u), group: names.get(u.groupID) ?? '' }))
        .sort((a, b) => a.group.localeCompare(b.group, 'ru') || a.fio.localeCompare(b.fio, 'ru'))
    : []
  const data: ChoiceStat = {
    faculties: db.faculty
      .getAll()
      .sort((a, b) => a.facultyID - b.facultyID)
      .map((f) => ({ facultyID: f.facultyID, name: f.name })),
    facultyID,
    course,
    groups: groups.map((g) => g.name),
    blocks: out,
    students: students.length,
    notChosen,
  }
  return ok(data)
})

export const choiceHandlers: HttpHandler[] = [read, save, stat, ...choiceSettingsHandlers]
