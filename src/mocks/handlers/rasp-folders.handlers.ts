import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { badRequest, notFound, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser } from '../lib/auth'
import { editedTemplates, type IndexedSlot } from '../seed/day.seed'
import type { Folder, FolderGroup } from '@/api/rasp-folders'
import { TIMETABLE_MANAGER_ROLES } from '@/lib/constants/rasp-manager'
import { raspFoldersTexts } from '@/texts/ru/rasp-folders'

const t = raspFoldersTexts

/** Classroom hours a week of the study plans: full-time by course, part-time a set of evening pairs. */
const plannedHours = (course: number, formStudy: number) => (formStudy === 1 ? [0, 30, 28, 26, 24][course] : 10)

/**
 * Hours a week a group's template gives: a pair is 2 hours every week, 1 on average when only odd or even
 * weeks; the subgroups of one pair count once (the group's students sit one of them).
 */
function hoursOf(slots: IndexedSlot[]): number {
  const pairs = new Map<string, number>()
  for (const { slot } of slots) {
    const key = `${slot.weekday}:${slot.pair}:${slot.parity}`
    pairs.set(key, slot.parity === 'both' ? 2 : 1)
  }
  return [...pairs.values()].reduce((a, b) => a + b, 0)
}

function groupRows(): (FolderGroup & { course: number; facultyID: number; formStudy: number })[] {
  const templates = editedTemplates()
  return db.studyGroup
    .getAll()
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    .map((g) => {
      const slots = templates.get(g.groupID) ?? []
      return {
        groupID: g.groupID,
        name: g.name,
        lessons: slots.length,
        hoursPlaced: hoursOf(slots),
        hoursPlanned: plannedHours(g.course, g.formStudy),
        course: g.course,
        facultyID: g.facultyID,
        formStudy: g.formStudy,
      }
    })
}

function folderOf(id: number, name: string, groups: FolderGroup[]): Folder {
  return {
    id,
    name,
    groups: groups.length,
    ready: groups.filter((g) => g.hoursPlaced >= g.hoursPlanned).length,
    hoursPlaced: groups.reduce((a, g) => a + g.hoursPlaced, 0),
    hoursPlanned: groups.reduce((a, g) => a + g.hoursPlanned, 0),
  }
}

const level = (raw: string | null) => (raw === null ? 0 : /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : -1)

/** The board of folders (issue 15): signed in (401), a manager (403), a malformed level 400, an unknown one 404. */
export const raspFolderHandlers: HttpHandler[] = [
  http.get('*/api/RaspManager/FolderBoard', ({ request }) => {
    requireRole(requireUser(request), ...TIMETABLE_MANAGER_ROLES)
    const q = queryOf(request)
    const [course, folderID, subFolderID] = ['course', 'folderID', 'subFolderID'].map((n) => level(q.get(n)))
    if ([course, folderID, subFolderID].some((x) => x < 0)) return badRequest(t.server.badLevel)
    if ((folderID && !course) || (subFolderID && !folderID)) return badRequest(t.server.badLevel)
    const all = groupRows()
    const path: { id: number; name: string }[] = []
    let groups = all
    if (course) {
      groups = groups.filter((g) => g.course === course)
      if (groups.length === 0) return notFound(t.server.noFolder)
      path.push({ id: course, name: t.course(course) })
    }
    if (folderID) {
      const faculty = db.faculty.findFirst({ where: { facultyID: { equals: folderID } } })
      groups = groups.filter((g) => g.facultyID === folderID)
      if (!faculty || groups.length === 0) return notFound(t.server.noFolder)
      path.push({ id: folderID, name: faculty.name })
    }
    if (subFolderID) {
      groups = groups.filter((g) => g.formStudy === subFolderID)
      if (groups.length === 0) return notFound(t.server.noFolder)
      path.push({ id: subFolderID, name: t.forms[subFolderID] ?? '' })
      return ok({ path, folders: [], groups: groups.map(({ course: _c, facultyID: _f, formStudy: _s, ...g }) => g) })
    }
    const keyOf = (g: (typeof all)[number]) => (!course ? g.course : !folderID ? g.facultyID : g.formStudy)
    const nameOf = (id: number) =>
      !course
        ? t.course(id)
        : !folderID
          ? (db.faculty.findFirst({ where: { facultyID: { equals: id } } })?.name ?? '')
          : (t.forms[id] ?? '')
    const ids = [...new Set(groups.map(keyOf))].sort((a, b) => a - b)
    const folders = ids.map((id) =>
      folderOf(
        id,
        nameOf(id),
        groups.filter((g) => keyOf(g) === id),
      ),
    )
    return ok({ path, folders, groups: [] })
  }),
]
