import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser, type DemoUser } from '../lib/auth'
import { badRequest, jsonBody, ok, queryOf } from '../lib/respond'
import { updateRecord } from '../lib/store'
import { assignBodySchema, type Candidate } from '@/api/nir-admin'
import type { CoAuthor } from '@/api/nir'
import { namesPerson } from '@/api/nir-points'
import { NIR_ADMIN_ROLE } from '@/lib/constants/nir'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'
import { coAuthorsOf, fioOf, int, listRow, type Work } from './nir-common'
import { parsed } from './nir-admin-common'

const liveWorks = () => db.nirWork.getAll().filter((w) => !w.isDelete)

function teacherOf(id: number | null): DemoUser {
  const person = id === null ? null : db.user.findFirst({ where: { userID: { equals: id } } })
  if (!person || person.kind !== 'teacher') throw badRequest(t.authorUnknown)
  return person
}

const isTheirs = (w: Work, person: DemoUser) =>
  w.idUser === person.userID || coAuthorsOf(w).some((a) => a.kind !== 'other' && a.id === person.userID)

/** The free-text other author of a work that names the person (null when none, or the work is already theirs). */
function unmatchedOf(w: Work, person: DemoUser): CoAuthor | null {
  if (isTheirs(w, person)) return null
  return coAuthorsOf(w).find((a) => a.kind === 'other' && namesPerson(a.fio, fioOf(person))) ?? null
}

function candidates(person: DemoUser): Candidate[] {
  return liveWorks()
    .sort((a, b) => b.workID - a.workID)
    .flatMap((w) => {
      const other = unmatchedOf(w, person)
      if (!other) return []
      const row = listRow(w)
      const owner = db.user.findFirst({ where: { userID: { equals: w.idUser } } })
      return [
        {
          workID: w.workID,
          name: w.name,
          typeName: row.typeName,
          year: row.year,
          owner: owner ? fioOf(owner) : '',
          fio: other.fio,
          influence: other.influence,
        },
      ]
    })
}

/**
 * /Admin/setAuthorWorks: the works where a teacher is written as a free-text other author («Иванов И.И.»)
 * and their reassignment: the entry becomes the teacher's author record, the share kept.
 */
export const nirAuthorWorksHandlers: HttpHandler[] = [
  http.get('*/api/Publication/Admin/setAuthorWorks', ({ request }) => {
    requireRole(requireUser(request), NIR_ADMIN_ROLE)
    const person = teacherOf(int(queryOf(request).get('authorID')))
    return ok({
      author: { id: person.userID, fio: fioOf(person), structure: person.department },
      candidates: candidates(person),
      works: liveWorks().filter((w) => isTheirs(w, person)).length,
    })
  }),

  http.post('*/api/Publication/Admin/setAuthorWorks', async ({ request }) => {
    requireRole(requireUser(request), NIR_ADMIN_ROLE)
    const body = parsed(assignBodySchema, await jsonBody(request))
    const person = teacherOf(body.authorID)
    const works = body.workIDs.map((workID) => {
      const work = liveWorks().find((w) => w.workID === workID)
      if (!work || !unmatchedOf(work, person)) throw badRequest(t.workNotCandidate(workID))
      return work
    })
    for (const work of works) {
      const other = unmatchedOf(work, person)
      const coAuthors = coAuthorsOf(work).map((a) =>
        a === other || (a.kind === 'other' && other && a.fio === other.fio)
          ? {
              kind: 'prepod' as const,
              id: person.userID,
              fio: fioOf(person),
              fioEng: a.fioEng,
              structure: person.department,
              zachBook: '',
              birthday: '',
              influence: a.influence,
            }
          : a,
      )
      updateRecord('nirWork', 'workID', work.workID, { coAuthors: JSON.stringify(coAuthors) })
    }
    return ok({ assigned: works.length })
  }),
]
