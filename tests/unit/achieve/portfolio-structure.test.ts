import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { db } from '@/mocks/db'
import { getMyWorks, getPortfolioRefs, getRating, saveWork } from '@/api/achieve'
import { attrValuesSchema, type PortfolioAttr } from '@/api/portfolio-attrs'
import { attrResource, categoryAdminResource, pointsResource, typeAdminResource } from '@/api/portfolio-resources'
import { resourceApi } from '@/api/resource'
import { portfolioTexts } from '@/texts/ru/portfolio'
import { failure, signIn } from '../api-test-helpers'

const e = portfolioTexts.errors
const STUDENT = 1
const ADMIN = 7
const silent = { silent: true }
const create = (values: Record<string, unknown>, params: Record<string, unknown> = {}) => ({
  mode: 'create' as const,
  row: null,
  values,
  params,
})

describe('attribute values (the same rules in the form and on the server)', () => {
  const attrs: PortfolioAttr[] = [
    { id: 1, typeID: 1, name: 'Тема', kind: 'text', required: true, npp: 1 },
    { id: 2, typeID: 1, name: 'Место', kind: 'number', required: false, npp: 2 },
    { id: 3, typeID: 1, name: 'Дата приказа', kind: 'date', required: false, npp: 3 },
  ]
  const schema = attrValuesSchema(attrs)
  const first = (x: unknown) => {
    const r = v.safeParse(schema, x)
    return r.success ? null : r.issues[0].message
  }
  it('requires a visible character, checks numbers and dates, trims and drops unknown keys', () => {
    expect(first({ a1: '\u200B ', a2: '', a3: null })).toBe(e.attrRequired('Тема'))
    expect(first({ a1: 'Доклад', a2: 'второе' })).toBe(e.attrNumber('Место'))
    expect(first({ a1: 'Доклад', a3: '10.10.2026' })).toBe(e.attrDate('Дата приказа'))
    expect(v.parse(schema, { a1: '  Доклад ', a2: '2', a3: '2026-10-10', a9: 'x' })).toEqual({
      a1: 'Доклад',
      a2: '2',
      a3: '2026-10-10',
    })
  })
})

describe('the portfolio structure against the mock backend', () => {
  it('refuses a student (403), a duplicate (400) and deleting a category that has types (409)', async () => {
    signIn(STUDENT)
    const types = resourceApi(typeAdminResource)
    expect((await failure(types.save(create({ name: 'Хакатон' }, { categoryID: 1 }), silent))).code).toBe('forbidden')
    signIn(ADMIN)
    const dup = await failure(types.save(create({ name: ' предметная олимпиада ' }, { categoryID: 1 }), silent))
    expect(dup.serverMessage).toBe(e.duplicateName)
    const categories = resourceApi(categoryAdminResource)
    const inUse = await failure(categories.remove({ id: 1, name: 'Олимпиады' }, silent))
    expect(inUse.serverMessage).toBe(e.categoryInUse)
    const points = resourceApi(pointsResource)
    const clash = await failure(
      points.save(create({ categoryID: 1, level: 'national', result: 'winner', points: 5 }), silent),
    )
    expect(clash.serverMessage).toBe(e.duplicateRule)
  })

  it('a type the admin adds, with a required attribute, is offered to the student and its value is kept', async () => {
    signIn(ADMIN)
    const type = await resourceApi(typeAdminResource).save(create({ name: 'Хакатон' }, { categoryID: 1 }))
    const attr = await resourceApi(attrResource).save(
      create({ name: 'Название команды', kind: 'text', required: true, npp: 1 }, { typeID: type.id }),
    )
    signIn(STUDENT)
    const refs = await getPortfolioRefs()
    expect(refs.types).toContainEqual({ id: type.id, categoryID: 1, name: 'Хакатон' })
    expect(refs.attrs).toContainEqual(expect.objectContaining({ id: attr.id, typeID: type.id, required: true }))
    const values = { title: 'Хакатон «Цифровой прорыв»', level: 'national', result: 'winner', date: '2026-09-01' }
    const blank = await failure(
      saveWork(
        { workID: null, typeID: type.id as number, values: { ...values, files: [], attrs: {} } as never, kept: [] },
        silent,
      ),
    )
    expect(blank.serverMessage).toBe(e.attrRequired('Название команды'))
    const made = await saveWork({
      workID: null,
      typeID: type.id as number,
      values: { ...values, files: [], attrs: { [`a${String(attr.id)}`]: ' Кодеры ' } } as never,
      kept: [],
    })
    expect(made.attrs).toEqual([{ attrID: attr.id, name: 'Название команды', value: 'Кодеры' }])
    expect((await getMyWorks()).find((w) => w.id === made.id)?.typeName).toBe('Хакатон')
  })

  it('changed points of a rule change the points of the works it rates and the rating', async () => {
    signIn(STUDENT)
    const mine = (await getMyWorks()).find((w) => w.status === 'confirmed')!
    const before = (await getRating()).find((r) => r.userID === STUDENT)!.points
    const rule = db.pointsRule
      .findMany({ where: { categoryID: { equals: mine.categoryID } } })
      .find((r) => r.level === mine.level && r.result === mine.result)!
    signIn(ADMIN)
    const points = resourceApi(pointsResource)
    const bad = await failure(
      points.save({ mode: 'edit', row: { ...rule }, values: { points: 5000 }, params: {} }, silent),
    )
    expect(bad.serverMessage).toBe(e.pointsRange)
    await points.save({ mode: 'edit', row: { ...rule }, values: { points: rule.points + 40 }, params: {} })
    signIn(STUDENT)
    expect((await getMyWorks()).find((w) => w.id === mine.id)!.points).toBe(mine.points + 40)
    expect((await getRating()).find((r) => r.userID === STUDENT)!.points).toBe(before + 40)
  })
})
