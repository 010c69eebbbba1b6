import { db } from '../db'
import { NIR_AUTHOR_ID, NIR_FIRST_WORK_ID } from './nir.seed'
import { initialsOf, LEVEL_FLAGS, workPoints } from '@/api/nir-points'
import { levelFlagsOf, type StoredLevel } from '@/api/nir-indexing'

/** The works whose other authors name a university teacher in free text (the reassignment's candidates). */
export const FREE_TEXT_WORKS = [NIR_FIRST_WORK_ID + 13, NIR_FIRST_WORK_ID + 21, NIR_FIRST_WORK_ID + 34]
/** A teacher of the population named in free text in two works. */
export const FREE_TEXT_TEACHER = 1005
/** The year the seed's earlier recount covered: those works' points are already current. */
export const RECOUNTED_YEAR = 2022

const fioOf = (u: { last_name: string; first_name: string; middle_name: string }) =>
  `${u.last_name} ${u.first_name} ${u.middle_name}`.trim()

/**
 * Runs after the works' seed: indexing levels on the works (a fifth each in WoS, Scopus, ВАК, РИНЦ, the
 * rest «Иное»; every other of the first three also in РИНЦ) with their DOI or link and the flags they give,
 * the catalogue fields (an article's journal, a UGNP and a GRNTI rubric for most works), free-text other authors naming the author demo user and one teacher, the points of the
 * works the one earlier recount (2022) covered, and that recount's log line.
 */
export function seedNirAdmin(): void {
  const author = db.user.findFirst({ where: { userID: { equals: NIR_AUTHOR_ID } } })
  const teacher = db.user.findFirst({ where: { userID: { equals: FREE_TEXT_TEACHER } } })
  const named = [author, teacher, author].map((u) => (u ? initialsOf(fioOf(u)) : ''))
  for (const work of db.nirWork.getAll()) {
    const fields = JSON.parse(work.fields) as Record<string, unknown>
    Object.assign(fields, indexingOf(work.workID, work.typeID, fields))
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

const LINK = (workID: number) => `https://elibrary.ru/item.asp?id=${48_000_000 + workID * 37}`
const DOI = (workID: number, year: number) => `10.${21_000 + (workID % 7) * 113}/nir.${year}.${workID}`

/** A seeded work's indexing levels (lstIndex), their flags and its catalogue fields; no PRNG (the ids decide). */
function indexingOf(workID: number, typeID: number, fields: Record<string, unknown>) {
  const year = typeof fields.year === 'number' ? fields.year : 2025
  const level = LEVEL_FLAGS[workID % 5]?.[1]
  const names = new Map(db.refLevelIndexing.getAll().map((l) => [l.systemID, l.name]))
  const row = (systemID: number, doi: string, url: string): StoredLevel => ({
    systemID,
    name: names.get(systemID) ?? '',
    selected: true,
    doi,
    url,
    year,
  })
  const lstIndex: StoredLevel[] = []
  if (level === 1 || level === 2) lstIndex.push(row(level, DOI(workID, year), ''))
  if (level === 3) lstIndex.push(row(level, '', LINK(workID)))
  if (level === 4 || (level !== undefined && workID % 2 === 0)) lstIndex.push(row(4, '', LINK(workID)))
  const catalog = (type: number) => {
    const items = db.refCatalog.findMany({ where: { type: { equals: type } } })
    const c = items[workID % Math.max(1, items.length)]
    return c ? `${c.code} ${c.name}` : ''
  }
  return {
    lstIndex,
    ...levelFlagsOf(lstIndex),
    journal: typeID === 1 && typeof fields.attr1 === 'string' ? fields.attr1 : '',
    strYGNP: workID % 4 === 3 ? '' : catalog(1),
    strGRNTI: workID % 4 === 3 ? '' : catalog(2),
  }
}
