import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  indexingDefaults,
  isDoi,
  isHttpUrl,
  levelFlagsOf,
  levelRows,
  lstIndexSchema,
  normalizeDoi,
  type LevelRow,
} from '@/api/nir-indexing'
import { getStatLevels, levelShares } from '@/api/nir-stat-levels'
import { inPeriod } from '@/api/nir-stat'
import { levelOf } from '@/api/nir-points'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { nirIndexingTexts as t } from '@/texts/ru/nir-indexing'
import { signIn } from '../api-test-helpers'

const LEVELS = [
  { systemID: 2, name: 'Scopus', npp: 2, url: 'https://www.scopus.com' },
  { systemID: 1, name: 'Web of Science', npp: 1, url: 'https://www.webofscience.com' },
  { systemID: 4, name: 'РИНЦ', npp: 4, url: 'https://elibrary.ru' },
]
const row = (over: Partial<LevelRow>): LevelRow => ({
  systemID: 2,
  name: 'Scopus',
  selected: true,
  doi: '',
  url: '',
  year: null,
  ...over,
})
const issues = (rows: LevelRow[]) => {
  const parsed = v.safeParse(lstIndexSchema, rows)
  return parsed.success ? [] : parsed.issues.map((i) => [v.getDotPath(i), i.message])
}

describe('indexing levels: the DOI and URL rule (form and mock alike)', () => {
  it('a DOI is 10.<registrant>/<suffix>; a doi.org address or «doi:» prefix is the same DOI', () => {
    expect(isDoi('10.1234/abcd.2025.01')).toBe(true)
    expect(isDoi('10.1000.10/xyz')).toBe(true)
    expect(isDoi('https://doi.org/10.21000/nir.2025.1001')).toBe(true)
    expect(normalizeDoi(' doi: 10.1234/x ')).toBe('10.1234/x')
    expect(isDoi('10.12/x')).toBe(false)
    expect(isDoi('11.1234/x')).toBe(false)
    expect(isDoi('10.1234/')).toBe(false)
    expect(isDoi('10.1234/a b')).toBe(false)
    expect(isDoi('статья 10.1234/x')).toBe(false)
  })
  it('a URL is an absolute http(s) address with a host', () => {
    expect(isHttpUrl('https://elibrary.ru/item.asp?id=1')).toBe(true)
    expect(isHttpUrl('http://www.scopus.com/record/1')).toBe(true)
    expect(isHttpUrl('ftp://elibrary.ru/x')).toBe(false)
    expect(isHttpUrl('elibrary.ru/x')).toBe(false)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('https://localhost')).toBe(false)
    expect(isHttpUrl('https://elibrary .ru')).toBe(false)
  })
  it('a ticked level needs a well-formed DOI or link (Russian messages on the field); an unticked one is ignored', () => {
    expect(issues([row({ doi: '12.34/x' })])).toEqual([['0.doi', t.doiInvalid('Scopus')]])
    expect(issues([row({ url: 'elibrary.ru' })])).toEqual([['0.url', t.urlInvalid('Scopus')]])
    expect(issues([row({})])).toEqual([['0.doi', t.doiOrUrl('Scopus')]])
    expect(issues([row({ doi: '10.1234/x', year: 1800 })])).toEqual([['0.year', t.yearInvalid('Scopus')]])
    expect(issues([row({ selected: false, doi: 'не DOI', url: 'не ссылка' })])).toEqual([])
    const parsed = v.parse(lstIndexSchema, [
      row({ doi: 'https://doi.org/10.1234/x', year: 2025 }),
      row({ systemID: 4, name: 'РИНЦ', selected: false }),
    ])
    expect(parsed).toEqual([{ systemID: 2, name: 'Scopus', selected: true, doi: '10.1234/x', url: '', year: 2025 }])
  })
  it('the form rows: every level in the list order, ticked and filled where the work has it', () => {
    const work = {
      lstIndex: [{ systemID: 2, doi: '10.1234/x', url: '', year: 2024 }],
      strGRNTI: '20.00.00 Информатика',
    }
    expect(levelRows(LEVELS, work).map((r) => [r.name, r.selected, r.doi])).toEqual([
      ['Web of Science', false, ''],
      ['Scopus', true, '10.1234/x'],
      ['РИНЦ', false, ''],
    ])
    expect(indexingDefaults(LEVELS, work)).toMatchObject({ journal: '', strYGNP: '', strGRNTI: '20.00.00 Информатика' })
    expect(levelRows(LEVELS, { lstIndex: 'мусор' }).every((r) => !r.selected)).toBe(true)
  })
  it('the flags of spec 2 §3 follow the ticked levels (the points take the best one)', () => {
    const flags = levelFlagsOf([
      { systemID: 4, doi: '' },
      { systemID: 2, doi: '10.1234/x' },
    ])
    expect(flags).toEqual({ wos: false, scopus: true, vac: false, rinc: true, doiWos: '', doiScopus: '10.1234/x' })
    expect(levelOf(flags)).toBe(2)
  })
})

describe('shares by indexing level', () => {
  it('counts the period’s works at their level, every level listed, per cent with one decimal', () => {
    const works = [
      { date: '2024-10-01', level: 1 },
      { date: '2024-11-01', level: 2 },
      { date: '2025-03-01', level: 2 },
      { date: '2023-10-01', level: 4 },
    ]
    const levels = [
      { systemID: 1, name: 'Web of Science' },
      { systemID: 2, name: 'Scopus' },
      { systemID: 4, name: 'РИНЦ' },
    ]
    expect(levelShares(works, levels, 2024, null)).toEqual([
      { systemID: 1, name: 'Web of Science', count: 1, share: 33.3 },
      { systemID: 2, name: 'Scopus', count: 2, share: 66.7 },
      { systemID: 4, name: 'РИНЦ', count: 0, share: 0 },
    ])
    expect(levelShares(works, levels, 2024, 0).map((s) => s.count)).toEqual([0, 1, 0])
    expect(levelShares(works, levels, 2030, null)).toEqual([])
  })

  it('the mock counts the stored works from their levels: a new Scopus work of the period adds one', async () => {
    signIn(25)
    const q = { year: 2025, sem: 1 as const, by: 'department' as const, dep: null }
    const before = await getStatLevels('all', q)
    const counted = db.nirWork.getAll().filter((w) => !w.isDelete && inPeriod(w.dateInsert, 2025, 1))
    expect(before.reduce((s, l) => s + l.count, 0)).toBe(counted.length)
    const scopus = before.find((l) => l.name === 'Scopus')!.count
    db.nirWork.create({
      workID: 99002,
      typeID: 1,
      underTypeID: 0,
      status: 2,
      statusAct: 0,
      idUser: 1000,
      name: 'Статья в Scopus',
      fields: JSON.stringify({ year: 2025, ...levelFlagsOf([{ systemID: 2, doi: '10.1234/x' }]) }),
      coAuthors: '[]',
      steps: '{}',
      dateInsert: '2025-10-20',
      isDelete: false,
    })
    const after = await getStatLevels('all', q)
    expect(after.find((l) => l.name === 'Scopus')!.count).toBe(scopus + 1)
    expect(after.reduce((s, l) => s + l.share, 0)).toBeCloseTo(100, 0)
  })

  it('401 without a token, 403 without the statistics role, 400 for a bad call or year (the client reads [])', async () => {
    const get = (query: string, userID: number | null) =>
      fetch(`http://localhost/api/Publication/Stat/StatLevels?${query}`, {
        headers: userID ? { Authorization: `Bearer ${issueToken(userID)}` } : {},
      })
    expect((await get('call=all', null)).status).toBe(401)
    expect((await get('call=all', 1)).status).toBe(403)
    const bad = await get('call=всё', 25)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { msg: string }).msg).toMatch(/Вид статистики/)
    expect((await get('call=all&year=20', 25)).status).toBe(400)
    signIn(1)
    expect(await getStatLevels('all', { year: null, sem: null, by: 'year', dep: null })).toEqual([])
  })
})

describe('the mock stores a work’s levels and catalogue fields (push / repush)', () => {
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`http://localhost/api/Publication/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${issueToken(2)}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: res.status, body: (await res.json()) as { msg?: string; data: never } }
  }
  const article = (extra: Record<string, unknown>) => ({
    workID: null,
    typeID: 1,
    underTypeID: 1,
    coAuthors: [],
    name: 'Статья об индексации',
    year: 2025,
    attr1: 'Программная инженерия',
    attr2: '16',
    language: 1,
    ...extra,
  })
  const scopus = (doi: string) => [row({ doi, year: 2025 }), row({ systemID: 4, name: 'РИНЦ', selected: false })]

  it('refuses a bad DOI and a value not in the catalogue with a Russian 400; stores good ones with the flags', async () => {
    const bad = await call('pushPublication', article({ lstIndex: scopus('12.34/x') }))
    expect([bad.status, bad.body.msg]).toEqual([400, t.doiInvalid('Scopus')])
    const unknown = await call('pushPublication', article({ strGRNTI: '99.99.99 Алхимия' }))
    expect([unknown.status, unknown.body.msg]).toEqual([400, t.notInCatalog(t.grnti, '99.99.99 Алхимия')])
    const level = await call(
      'pushPublication',
      article({ lstIndex: [row({ systemID: 77, name: 'Нет такой', doi: '10.1234/x' })] }),
    )
    expect([level.status, level.body.msg]).toEqual([400, t.unknownLevel])

    const saved = await call(
      'pushPublication',
      article({
        lstIndex: scopus('https://doi.org/10.1234/ind.2025'),
        journal: 'Программная инженерия',
        strGRNTI: '20.00.00 Информатика',
      }),
    )
    expect(saved.status).toBe(200)
    const workID = (saved.body.data as { workID: number }).workID
    const work = (await call(`Get/Work?workID=${workID}`)).body.data as { nirWork: Record<string, unknown> }
    expect(work.nirWork).toMatchObject({
      lstIndex: [{ systemID: 2, name: 'Scopus', selected: true, doi: '10.1234/ind.2025', url: '', year: 2025 }],
      scopus: true,
      wos: false,
      doiScopus: '10.1234/ind.2025',
      journal: 'Программная инженерия',
      strGRNTI: '20.00.00 Информатика',
      strYGNP: '',
    })
  })

  it('most seeded works carry levels consistent with their flags, with a DOI or a link', () => {
    const works = db.nirWork.getAll().map((w) => JSON.parse(w.fields) as Record<string, unknown>)
    const indexed = works.filter((f) => Array.isArray(f.lstIndex) && f.lstIndex.length > 0)
    expect(indexed.length / works.length).toBeGreaterThan(0.6)
    expect(indexed.length).toBeLessThan(works.length)
    for (const f of indexed) {
      const levels = f.lstIndex as LevelRow[]
      expect(v.safeParse(lstIndexSchema, levels).success).toBe(true)
      expect(levelFlagsOf(levels)).toMatchObject({ wos: f.wos, scopus: f.scopus, vac: f.vac, rinc: f.rinc })
    }
  })
})
