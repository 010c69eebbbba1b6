import { LAB_SUBGROUP, LAB_SUBGROUPS_PER_GROUP, LECTURE_STREAM, TEAM_GROUPS_MAX } from '@/lib/constants/rasp-manager'
import { raspTeamsTexts } from '@/texts/ru/rasp-teams'

/**
 * The membership rules of a stream («поток/команда», /RaspManager/Teams): at least one group, all known and
 * of one course; a lecture stream joins 2…8 groups, a laboratory subgroup is part of exactly one group; a
 * group is in at most one stream of a kind per semester (at most two laboratory subgroups); a name is
 * unique within its kind and semester. The server's check and the unit test read the same function.
 */
const t = raspTeamsTexts.rules

export interface TeamGroup {
  groupID: number
  name: string
  course: number
}

export interface TeamMembership {
  id: number | null
  typeID: number
  semester: string
  name: string
  groupIDs: readonly number[]
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('ru') === b.trim().toLocaleLowerCase('ru')

/** The first broken rule as a Russian message, or null when the stream may be saved. */
export function teamMembershipIssue(
  team: TeamMembership,
  others: readonly TeamMembership[],
  groups: ReadonlyMap<number, TeamGroup>,
): string | null {
  const ids = [...new Set(team.groupIDs)]
  if (ids.length === 0) return t.noGroups
  const members = ids.map((id) => groups.get(id))
  if (members.some((g) => g === undefined)) return t.unknownGroup
  if (team.typeID === LAB_SUBGROUP && ids.length !== 1) return t.oneGroup
  if (team.typeID === LECTURE_STREAM && ids.length < 2) return t.tooFew
  if (ids.length > TEAM_GROUPS_MAX) return t.tooMany(TEAM_GROUPS_MAX)
  if (new Set(members.map((g) => g!.course)).size > 1) return t.mixedCourses
  const kin = others.filter((o) => o.id !== team.id && o.typeID === team.typeID && o.semester === team.semester)
  const twin = kin.find((o) => sameName(o.name, team.name))
  if (twin) return t.duplicateName(twin.name.trim())
  for (const group of members as TeamGroup[]) {
    const holding = kin.filter((o) => o.groupIDs.includes(group.groupID))
    if (team.typeID === LAB_SUBGROUP) {
      if (holding.length >= LAB_SUBGROUPS_PER_GROUP) return t.subgroupsFull(group.name, LAB_SUBGROUPS_PER_GROUP)
    } else if (holding.length > 0) return t.busy(group.name, holding[0].name)
  }
  return null
}
