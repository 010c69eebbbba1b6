import * as v from 'valibot'
import { defineResource, type Params } from '@/lib/resource/define-resource'
import { TEAM_NAME_MAX, TEAM_SEMESTERS, TIMETABLE_MANAGER_ROLES as MANAGERS } from '@/lib/constants/rasp-manager'
import { raspTeamsTexts } from '@/texts/ru/rasp-teams'

/**
 * Streams of the timetable office («потоки/команды», issue 15: /RaspManager/Teams/{typeID?} and
 * /RaspManager/TeamsNew/{typeID?}). The spec names the routes, not the calls; the kit's CRUD in the
 * portal's style: GET /api/RaspManager/Teams?typeID&semester, POST /api/RaspManager/Teams,
 * PUT/DELETE /api/RaspManager/Teams/{id} (timetable managers only; 400 in Russian when the membership
 * rules of src/lib/rasp-teams.ts refuse). The answer adds the groups' names and the course.
 */
const t = raspTeamsTexts

export type TeamSemester = (typeof TEAM_SEMESTERS)[number]

export const teamSchema = v.object({
  id: v.number(),
  typeID: v.number(),
  semester: v.picklist(TEAM_SEMESTERS),
  name: v.string(),
  groupIDs: v.array(v.number()),
  groups: v.string(),
  course: v.number(),
})
export type Team = v.InferOutput<typeof teamSchema>

const num = (x: unknown) => Number(x) || 0

/** One declaration per semester: the current streams' groups link to the stream's week, the next semester's do not. */
const declare = (semester: TeamSemester) =>
  defineResource({
    name: semester === 'current' ? 'rasp-teams' : 'rasp-teams-new',
    key: 'id',
    row: teamSchema,
    sortBy: 'name',
    columns: [
      { value: 'id', text: t.colID, hiddenForm: true, visible: false },
      { value: 'name', text: t.colName, required: true, maxLength: TEAM_NAME_MAX },
      { value: 'groupIDs', text: t.colGroupIDs, multiple: true, listName: 'groups', required: true, visible: false },
      semester === 'current'
        ? {
            value: 'groups',
            text: t.colGroups,
            hiddenForm: true,
            type: 'anchor-link',
            typeURL: 'router',
            url: '/RaspManager/Team/stream-{id}',
          }
        : { value: 'groups', text: t.colGroups, hiddenForm: true },
      { value: 'course', text: t.colCourse, hiddenForm: true, filteredData: true, width: '6rem' },
    ],
    endpoints: {
      list: '/RaspManager/Teams?typeID={typeID}&semester={semester}',
      create: '/RaspManager/Teams',
      update: '/RaspManager/Teams/{key}',
      remove: '/RaspManager/Teams/{key}',
    },
    defaultParams: { semester },
    fromParams: (p: Params) => ({ typeID: num(p.typeID), semester }),
    access: { read: MANAGERS, create: MANAGERS, edit: MANAGERS, remove: MANAGERS },
  })

export const teamResource = declare('current')
export const teamDraftResource = declare('next')

/** The groups to choose a stream's members from (spec 2 §7 api/rasp{tab}list, Group). */
export const teamGroupsResource = defineResource({
  name: 'rasp-team-groups',
  key: 'id',
  row: v.object({ id: v.number(), name: v.string(), hint: v.optional(v.string(), '') }),
  columns: [{ value: 'name', text: t.colGroups }],
  endpoints: { list: '/raspGrouplist' },
  access: { read: [] },
})
