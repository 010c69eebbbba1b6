import { db } from '../db'
import { mockResource } from '../lib/resource-handlers'
import { teamResource, type Team } from '@/api/rasp-teams'
import { TEAM_SEMESTERS, TEAM_TYPE_IDS } from '@/lib/constants/rasp-manager'
import { teamMembershipIssue, type TeamGroup, type TeamMembership } from '@/lib/rasp-teams'
import { raspTeamsTexts } from '@/texts/ru/rasp-teams'

const t = raspTeamsTexts.rules

export const studyGroups = (): Map<number, TeamGroup> =>
  new Map(db.studyGroup.getAll().map((g) => [g.groupID, { groupID: g.groupID, name: g.name, course: g.course }]))

const stored = (): TeamMembership[] => db.raspTeam.getAll()
const ids = (raw: unknown): number[] => (Array.isArray(raw) ? raw.map(Number) : [])

/** A stored stream in the answer's shape: its groups by name (in the seed's order) and their course. */
export function teamRow(row: Record<string, unknown>): Team {
  const groups = studyGroups()
  const members = ids(row.groupIDs)
    .map((id) => groups.get(id))
    .filter((x) => x !== undefined)
  return {
    id: Number(row.id),
    typeID: Number(row.typeID),
    semester: row.semester === 'next' ? 'next' : 'current',
    name: String(row.name),
    groupIDs: members.map((m) => m.groupID),
    groups: members.map((m) => m.name).join(', '),
    course: members[0]?.course ?? 0,
  }
}

/** The streams of the office (issue 15): the kit's CRUD, the membership rules refused with 400 in Russian. */
export const raspTeams = mockResource(teamResource, {
  model: 'raspTeam',
  check: (body, id) => {
    const typeID = Number(body.typeID)
    if (!(TEAM_TYPE_IDS as readonly number[]).includes(typeID)) return t.badType
    if (!(TEAM_SEMESTERS as readonly unknown[]).includes(body.semester)) return t.badSemester
    if (typeof body.name !== 'string') return null // the schema's own message follows
    const team = { id, typeID, semester: String(body.semester), name: body.name, groupIDs: ids(body.groupIDs) }
    return teamMembershipIssue(team, stored(), studyGroups())
  },
  fields: (body) => ({
    typeID: Number(body.typeID),
    semester: body.semester,
    name: String(body.name).trim(),
    groupIDs: [...new Set(ids(body.groupIDs))],
  }),
  toRow: teamRow,
})
