import { describe, expect, it } from 'vitest'
import { teamMembershipIssue, type TeamGroup, type TeamMembership } from '@/lib/rasp-teams'
import { raspTeamsTexts } from '@/texts/ru/rasp-teams'
import { db } from '@/mocks/db'
import { callApi } from '../api-test-helpers'

const DEAN = 9
const STUDENT = 1

const t = raspTeamsTexts.rules
const groups = new Map<number, TeamGroup>(
  [
    [111, 'ВИТ11', 1],
    [211, 'ЭУ12', 1],
    [311, 'МС13', 1],
    [121, 'ВИТ21', 2],
    ...Array.from({ length: 8 }, (_, i) => [900 + i, `Г${i}`, 1] as [number, string, number]),
  ].map(([groupID, name, course]) => [groupID as number, { groupID, name, course } as TeamGroup]),
)
const team = (over: Partial<TeamMembership>): TeamMembership => ({
  id: null,
  typeID: 1,
  semester: 'current',
  name: 'Поток 1 курса: физика',
  groupIDs: [111, 211],
  ...over,
})
const issue = (over: Partial<TeamMembership>, others: TeamMembership[] = []) =>
  teamMembershipIssue(team(over), others, groups)

describe('stream membership rules', () => {
  it('a lecture stream joins two to eight known groups of one course', () => {
    expect(issue({})).toBeNull()
    expect(issue({ groupIDs: [] })).toBe(t.noGroups)
    expect(issue({ groupIDs: [111] })).toBe(t.tooFew)
    expect(issue({ groupIDs: [111, 111] })).toBe(t.tooFew) // a group twice is one group
    expect(issue({ groupIDs: [111, 4242] })).toBe(t.unknownGroup)
    expect(issue({ groupIDs: [111, 121] })).toBe(t.mixedCourses)
    expect(issue({ groupIDs: [111, ...Array.from({ length: 8 }, (_, i) => 900 + i)] })).toBe(t.tooMany(8))
  })

  it('a laboratory subgroup is part of exactly one group, at most two per group', () => {
    expect(issue({ typeID: 2, name: 'ВИТ11/1', groupIDs: [111] })).toBeNull()
    expect(issue({ typeID: 2, groupIDs: [111, 211] })).toBe(t.oneGroup)
    const two = [1, 2].map((n) => team({ id: n, typeID: 2, name: `ВИТ11/${n}`, groupIDs: [111] }))
    expect(issue({ typeID: 2, name: 'ВИТ11/3', groupIDs: [111] }, two)).toBe(t.subgroupsFull('ВИТ11', 2))
    // editing one of the two keeps it
    expect(issue({ id: 2, typeID: 2, name: 'ВИТ11/2б', groupIDs: [111] }, two)).toBeNull()
  })

  it('a group is in one stream of a kind per semester; names are unique within a kind and semester', () => {
    const math = team({ id: 1, name: 'Поток 1 курса: математика', groupIDs: [211, 311] })
    expect(issue({}, [math])).toBe(t.busy('ЭУ12', 'Поток 1 курса: математика'))
    expect(issue({ id: 1 }, [math])).toBeNull() // the stream itself
    expect(issue({ typeID: 3 }, [math])).toBeNull() // another kind
    expect(issue({ semester: 'next' }, [math])).toBeNull() // the next semester's draft
    expect(issue({ name: '  поток 1 КУРСА: математика ', groupIDs: [111, 900] }, [math])).toBe(
      t.duplicateName('Поток 1 курса: математика'),
    )
  })
})

describe('streams and the team week on the mock server', () => {
  it('401 signed out, 403 for a student, 400 with the rule’s words, then the stream is stored and its week joins its groups', async () => {
    expect((await callApi('GET', '/RaspManager/Teams?typeID=1&semester=current')).status).toBe(401)
    expect((await callApi('GET', '/RaspManager/Teams?typeID=1&semester=current', STUDENT)).status).toBe(403)
    expect((await callApi('GET', '/RaspManager/Team?groupID=131', STUDENT)).status).toBe(403)
    const listed = await callApi('GET', '/RaspManager/Teams?typeID=1&semester=current', DEAN)
    expect((listed.body.data as { name: string }[]).map((r) => r.name)).toContain('Поток 2 курса: философия')

    const body = { typeID: 1, semester: 'current', name: 'Поток 4 курса: экономика', groupIDs: [141] }
    const refused = await callApi('POST', '/RaspManager/Teams', DEAN, body)
    expect(refused).toMatchObject({ status: 400, body: { msg: t.tooFew } })
    const busy = await callApi('POST', '/RaspManager/Teams', DEAN, { ...body, groupIDs: [131, 231] })
    expect(busy).toMatchObject({
      status: 400,
      body: { msg: t.busy('ВИТ31', 'Поток 3 курса: безопасность жизнедеятельности') },
    })
    const created = await callApi('POST', '/RaspManager/Teams', DEAN, { ...body, groupIDs: [141, 241] })
    expect(created.status).toBe(200)
    const id = (created.body.data as { id: number }).id
    expect(db.raspTeam.findFirst({ where: { id: { equals: id } } })).toMatchObject({ groupIDs: [141, 241] })

    const week = await callApi('GET', `/RaspManager/Team?teamID=${id}`, DEAN)
    const data = week.body.data as { kind: string; groups: { name: string }[]; slots: { groupID: number }[] }
    expect(data.kind).toBe('stream')
    expect(data.groups.map((g) => g.name)).toEqual(['ВИТ41', 'ЭУ42'])
    expect(new Set(data.slots.map((s) => s.groupID))).toEqual(new Set([141, 241]))
    const group = await callApi('GET', '/RaspManager/Team?groupID=141', DEAN)
    expect((group.body.data as { streams: { id: number }[] }).streams.map((s) => s.id)).toContain(id)
    expect((await callApi('GET', '/RaspManager/Team?teamID=9999', DEAN)).status).toBe(404)
    expect((await callApi('GET', '/RaspManager/Team', DEAN)).status).toBe(400)
  })
})
