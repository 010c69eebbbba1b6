import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { workPoints } from '@/api/nir-points'
import { FREE_TEXT_WORKS, RECOUNTED_YEAR } from '@/mocks/seed/nir-admin.seed'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'

const ADMIN = 7
const AUTHOR = 2
async function call(method: string, path: string, userID: number | null, body?: unknown) {
  const res = await fetch(`http://localhost/api/${path}`, {
    method,
    headers: {
      ...(userID ? { Authorization: `Bearer ${issueToken(userID)}` } : {}),
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { state: number; msg?: string; data: never } }
}
const fieldsOf = (workID: number) =>
  JSON.parse(db.nirWork.findFirst({ where: { workID: { equals: workID } } })!.fields) as Record<string, unknown>

describe('NIR admin mock: all works', () => {
  it('401 without a token, 403 for an author, the list and statuses for the research admin', async () => {
    expect((await call('GET', 'Publication/Admin/ListWorksAdmin', null)).status).toBe(401)
    expect((await call('GET', 'Publication/Admin/ListWorksAdmin', AUTHOR)).status).toBe(403)
    const list = await call('GET', 'Publication/Admin/ListWorksAdmin', ADMIN)
    const data = list.body.data as { listWorks: { workID: number }[]; statuses: unknown[] }
    expect(data.listWorks).toHaveLength(db.nirWork.getAll().filter((w) => !w.isDelete).length)
    expect(data.statuses.length).toBeGreaterThan(3)
  })

  it('POST workID, work: saves name, year and status; refuses bad input in Russian', async () => {
    const bad = await call('POST', 'Publication/Admin/ListWorksAdmin', ADMIN, {
      workID: 1001,
      work: { name: ' ', year: 2024, status: 4 },
    })
    expect(bad).toMatchObject({ status: 400, body: { msg: t.nameRequired } })
    const year = await call('POST', 'Publication/Admin/ListWorksAdmin', ADMIN, {
      workID: 1001,
      work: { name: 'Новое название', year: 1999, status: 4 },
    })
    expect(year.body.msg).toBe(t.yearInvalid)
    const status = await call('POST', 'Publication/Admin/ListWorksAdmin', ADMIN, {
      workID: 1001,
      work: { name: 'Новое название', year: 2024, status: 99 },
    })
    expect(status.body.msg).toBe(t.statusUnknown)
    const saved = await call('POST', 'Publication/Admin/ListWorksAdmin', ADMIN, {
      workID: 1001,
      work: { name: 'Новое название', year: '2024', status: 4 },
    })
    expect(saved.status).toBe(200)
    const work = db.nirWork.findFirst({ where: { workID: { equals: 1001 } } })!
    expect([work.name, work.status, fieldsOf(1001).year]).toEqual(['Новое название', 4, 2024])
  })
})

describe('NIR admin mock: points recount', () => {
  it('recounts a year from the point scores, persists the points and the log line', async () => {
    const before = await call('GET', 'Publication/Admin/recountPoints', ADMIN)
    expect((before.body.data as { log: unknown[] }).log).toHaveLength(1)
    expect((await call('POST', 'Publication/Admin/recountPoints', ADMIN, { year: 'две' })).body.msg).toBe(t.yearInvalid)
    const year = 2025
    const works = db.nirWork.getAll().filter((w) => !w.isDelete && fieldsOf(w.workID).year === year)
    const run = await call('POST', 'Publication/Admin/recountPoints', ADMIN, { year })
    const rules = db.refBall.getAll()
    const expected = works.map((w) => workPoints(rules, { ...w, fields: fieldsOf(w.workID) }))
    expect(run.body.data).toMatchObject({
      year,
      works: works.length,
      changed: works.length,
      total: expected.reduce((a, b) => a + b, 0),
      fio: 'Орлов Игорь Владимирович',
    })
    expect(expected.some((p) => p > 0)).toBe(true)
    for (const [i, w] of works.entries())
      expect(db.nirPoints.findFirst({ where: { workID: { equals: w.workID } } })?.ball).toBe(expected[i])
    // the seed's 2022 recount left current points: recounting that year changes none
    const again = await call('POST', 'Publication/Admin/recountPoints', ADMIN, { year: RECOUNTED_YEAR })
    expect((again.body.data as { changed: number; works: number }).changed).toBe(0)
    const log = (await call('GET', 'Publication/Admin/recountPoints', ADMIN)).body.data as { log: { year: number }[] }
    expect(log.log.map((l) => l.year)).toEqual([RECOUNTED_YEAR, year, RECOUNTED_YEAR])
  })
})

describe('NIR admin mock: works to an author', () => {
  it('finds the free-text mentions of a teacher, links them keeping the share; the author then lists them', async () => {
    expect((await call('GET', 'Publication/Admin/setAuthorWorks?authorID=2', AUTHOR)).status).toBe(403)
    expect((await call('GET', 'Publication/Admin/setAuthorWorks?authorID=1', ADMIN)).body.msg).toBe(t.authorUnknown)
    const found = await call('GET', 'Publication/Admin/setAuthorWorks?authorID=2', ADMIN)
    const data = found.body.data as { candidates: { workID: number; fio: string; influence: number }[] }
    expect(data.candidates.map((c) => c.workID).sort()).toEqual([FREE_TEXT_WORKS[0], FREE_TEXT_WORKS[2]].sort())
    expect(data.candidates[0].fio).toMatch(/^Кузнецов Д\. ?С\.$/)
    expect((await call('POST', 'Publication/Admin/setAuthorWorks', ADMIN, { authorID: 2, workIDs: [] })).body.msg).toBe(
      t.worksMissing,
    )
    expect(
      (await call('POST', 'Publication/Admin/setAuthorWorks', ADMIN, { authorID: 2, workIDs: [FREE_TEXT_WORKS[1]] }))
        .body.msg,
    ).toBe(t.workNotCandidate(FREE_TEXT_WORKS[1]))
    const share = data.candidates.find((c) => c.workID === FREE_TEXT_WORKS[0])!.influence
    const done = await call('POST', 'Publication/Admin/setAuthorWorks', ADMIN, {
      authorID: 2,
      workIDs: [FREE_TEXT_WORKS[0]],
    })
    expect(done.body.data).toEqual({ assigned: 1 })
    const co = JSON.parse(db.nirWork.findFirst({ where: { workID: { equals: FREE_TEXT_WORKS[0] } } })!.coAuthors) as {
      kind: string
      id: number
      influence: number
      fio: string
    }[]
    expect(co.find((a) => a.id === 2)).toMatchObject({
      kind: 'prepod',
      fio: 'Кузнецов Дмитрий Сергеевич',
      influence: share,
    })
    const mine = await call('GET', 'Publication/Get/ListWorks?role=author', AUTHOR)
    expect((mine.body.data as { listWorks: { workID: number }[] }).listWorks.map((w) => w.workID)).toContain(
      FREE_TEXT_WORKS[0],
    )
  })
})

describe('library access check mock', () => {
  it('checks one host or all, deterministically, and keeps the log', async () => {
    expect((await call('GET', 'IPR/Test', null)).status).toBe(401)
    expect((await call('GET', 'IPR/Test', AUTHOR)).status).toBe(403)
    expect((await call('POST', 'IPR/Test', ADMIN, { host: 'scihub' })).body.msg).toBe(t.hostUnknown)
    const one = await call('POST', 'IPR/Test', ADMIN, { host: 'iprBooks' })
    expect(one.body.data).toMatchObject([{ host: 'iprBooks', ok: true, ms: 184 }])
    const all = (await call('POST', 'IPR/Test', ADMIN, { host: null })).body.data as { host: string; ok: boolean }[]
    expect(all.filter((c) => !c.ok).map((c) => c.host)).toEqual(['fb', 'trajectory'])
    const state = (await call('GET', 'IPR/Test', ADMIN)).body.data as {
      hosts: { key: string; last: { ok: boolean } | null }[]
      log: unknown[]
    }
    expect(state.log).toHaveLength(9)
    expect(state.hosts.every((h) => h.last !== null)).toBe(true)
  })
})
