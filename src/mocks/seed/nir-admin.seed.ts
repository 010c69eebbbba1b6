import { db } from '../db'
import { NIR_AUTHOR_ID, NIR_FIRST_WORK_ID } from './nir.seed'
import { initialsOf, LEVEL_FLAGS, workPoints } from '@/api/nir-points'

/** The works whose other authors name a university teacher in free text (the reassignment's candidates). */
export const FREE_TEXT_WORKS = [NIR_FIRST_WORK_ID + 13, NIR_FIRST_WORK_ID + 21, NIR_FIRST_WORK_ID + 34]
/** A teacher of the population named in free text in two works. */
export const FREE_TEXT_TEACHER = 1005
/** The year the seed's earlier recount covered: those works' points are already current. */
export const RECOUNTED_YEAR = 2022

const fioOf = (u: { last_name: string; first_name: string; middle_name: string }) =>
  `${u.last_name} ${u.first_name} ${u.middle_name}`.trim()

/**
 * Runs after the works' seed: indexing flags on the works (a fifth each in WoS, Scopus, ВАК, РИНЦ, the
 * rest «Иное»), free-text other authors naming the author demo user and one teacher, the points of the
 * works the one earlier recount (2022) covered, and that recount's log line.
 */
export function seedNirAdmin(): void {
  const author = db.user.findFirst({ where: { userID: { equals: NIR_AUTHOR_ID } } })
  const teacher = db.user.findFirst({ where: { userID: { equals: FREE_TEXT_TEACHER } } })
  const named = [author, teacher, author].map((u) => (u ? initialsOf(fioOf(u)) : ''))
  for (const work of db.nirWork.getAll()) {
    const fields = JSON.parse(work.fields) as Record<string, unknown>
    const flag = LEVEL_FLAGS[work.workID % 5]?.[0]
    if (flag) fields[flag] = true
    const at = FREE_TEXT_WORKS.indexOf(work.workID)
    const coAuthors =
      at >= 0 && named[at]
        ? JSON.stringify([
            ...(JSON.parse(work.coAuthors) as unknown[]),
            { kind: 'other', id: null, fio: named[at].replace('.', '. '), influence: 15 + at * 5 },
          ])
        : work.coAuthors
    db.nirWork.update({
      where: { workID: { equals: work.workID } },
      data: { fields: JSON.stringify(fields), coAuthors },
    })
  }
  const rules = db.refBall.getAll()
  let works = 0
  let total = 0
  for (const work of db.nirWork.getAll()) {
    const fields = JSON.parse(work.fields) as Record<string, unknown>
    if (fields.year !== RECOUNTED_YEAR || work.isDelete) continue
    const ball = workPoints(rules, { ...work, fields })
    db.nirPoints.create({ workID: work.workID, ball, date: '2026-09-01T10:00:00.000Z' })
    works++
    total += ball
  }
  db.nirRecount.create({
    id: 1,
    date: '2026-09-01T10:00:00.000Z',
    fio: 'Орлов Игорь Владимирович',
    year: RECOUNTED_YEAR,
    works,
    changed: works,
    total,
  })
}
