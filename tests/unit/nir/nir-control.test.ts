import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { getLanguages, normalDoi, normalTitle, type NameMatch } from '@/api/nir-control'
import { updateRecord } from '@/mocks/lib/store'

const AUTHOR = 2
const STUDENT = 1
async function control(query: string, userID: number | null) {
  const res = await fetch(`http://localhost/api/Publication/Get/ControlName?${query}`, {
    headers: userID ? { Authorization: `Bearer ${issueToken(userID)}` } : {},
  })
  return { status: res.status, body: (await res.json()) as { state: number; msg?: string; data: NameMatch[] } }
}
const someWork = () => db.nirWork.getAll().find((w) => !w.isDelete && w.idUser === AUTHOR)!

describe('ControlName: a second work with the same name, DOI or title and year', () => {
  it('normalises titles (case, ё, punctuation) and DOIs (doi.org links, trailing dots)', () => {
    expect(normalTitle('  Ёмкость «Кластеров»: обзор. ')).toBe('емкость кластеров обзор')
    expect(normalDoi('https://doi.org/10.1234/ABC.5.')).toBe('10.1234/abc.5')
    expect(normalDoi('без DOI')).toBe('')
  })

  it('finds the work of the same name (any spelling), but not the work itself', async () => {
    const work = someWork()
    const name = encodeURIComponent(`  ${work.name.toUpperCase()}!`)
    const found = await control(`name=${name}`, AUTHOR)
    expect(found.status).toBe(200)
    expect(found.body.data.map((m) => m.workID)).toContain(work.workID)
    expect(found.body.data.find((m) => m.workID === work.workID)?.by).toBe('name')
    const self = await control(`name=${name}&workID=${work.workID}`, AUTHOR)
    expect(self.body.data.map((m) => m.workID)).not.toContain(work.workID)
  })

  it('finds the same DOI under another title; the same title in another year is not a duplicate', async () => {
    const work = someWork()
    const fields = JSON.parse(work.fields) as Record<string, unknown>
    updateRecord('nirWork', 'workID', work.workID, {
      fields: JSON.stringify({ ...fields, attr9: 'https://doi.org/10.36652/0042-4633-2024-1-2-3' }),
    })
    const byDoi = await control('name=Другое&doi=10.36652%2F0042-4633-2024-1-2-3', AUTHOR)
    expect(byDoi.body.data).toContainEqual(expect.objectContaining({ workID: work.workID, by: 'doi' }))
    const year = typeof fields.year === 'number' ? fields.year : 2020
    const other = await control(`name=${encodeURIComponent(work.name)}&year=${year + 30}`, AUTHOR)
    expect(other.body.data.map((m) => m.workID)).not.toContain(work.workID)
    updateRecord('nirWork', 'workID', work.workID, { fields: work.fields })
  })

  it('answers 401 without a token, 403 for a student, 400 for a bad workID, [] for empty text', async () => {
    expect((await control('name=x', null)).status).toBe(401)
    expect((await control('name=x', STUDENT)).status).toBe(403)
    const bad = await control('name=x&workID=abc', AUTHOR)
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('Параметр workID должен быть числом')
    expect((await control('name=%20', AUTHOR)).body.data).toEqual([])
  })

  it('GET /publication/language: the five languages of spec 2 §3', async () => {
    document.cookie = `authToken=${issueToken(AUTHOR)}; path=/`
    expect((await getLanguages()).map((l) => l.label)).toEqual([
      'Русский',
      'Английский',
      'Французский',
      'Немецкий',
      'Испанский',
    ])
    document.cookie = 'authToken=; path=/; max-age=0'
  })
})
