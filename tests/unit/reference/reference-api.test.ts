import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import * as api from '@/api/reference'
import { failure, signIn } from '../api-test-helpers'

const ADMIN = 7
const STUDENT = 1
const requests: string[] = []
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)
})
afterEach(() => {
  requests.length = 0
})

describe('reference API against the mock backend', () => {
  it('a non-admin is refused (403) by every admin call; lookups stay readable', async () => {
    signIn(STUDENT)
    const silent = { silent: true }
    for (const call of [
      api.attrs.list(null, silent),
      api.attrs.list(1, silent),
      api.lists.list(1, 1, silent),
      api.podTips.list(1, 1, silent),
      api.balls.list(1, 0, silent),
      api.experts.list(null, silent),
      api.getUserList(true, null, silent),
      api.getUserRoles(7, silent),
      api.scienceFields.create({ name: 'x', code: '1' }, silent),
      api.typeDocuments.remove(1, silent),
    ]) {
      expect((await failure(call)).code).toBe('forbidden')
    }
    expect((await api.getFaculties()).length).toBe(5)
    expect((await api.pubTypes.list(1)).map((t) => t.name)).toContain('Статья')
    expect((await api.getFormsStudy()).map((f) => f.name)).toEqual(['Очная', 'Очно-заочная', 'Заочная'])
    expect((await api.getLevels()).length).toBeGreaterThan(2)
    expect((await api.statuses.list(1)).map((s) => s.typeID)).toEqual(expect.arrayContaining([0, 1]))
  })

  it('without a token every call is 401', async () => {
    expect((await failure(api.getFaculties({ silent: true }))).code).toBe('unauthorized')
  })

  it('admin creates, updates and deletes a science field; writes persist in the database', async () => {
    signIn(ADMIN)
    const created = await api.scienceFields.create({ name: '  Науки о Земле ', code: '1.6', branchID: 1 })
    expect(created).toMatchObject({ name: 'Науки о Земле', code: '1.6' })
    const updated = await api.scienceFields.update(created.id, { ...created, name: 'Науки о Земле и окружающей среде' })
    expect(updated.name).toBe('Науки о Земле и окружающей среде')
    expect(db.refScienceField.findFirst({ where: { id: { equals: created.id } } })?.name).toBe(
      'Науки о Земле и окружающей среде',
    )
    await api.scienceFields.remove(created.id)
    expect(db.refScienceField.findFirst({ where: { id: { equals: created.id } } })).toBeNull()
    expect(requests).toEqual([
      'POST /api/Publication/Get/ListScienceField',
      `PUT /api/Publication/Get/ListScienceField/${created.id}`,
      `DELETE /api/Publication/Get/ListScienceField/${created.id}`,
    ])
  })

  it('bad bodies are refused with a message (400): empty, too long, duplicate names, bad numbers', async () => {
    signIn(ADMIN)
    const silent = { silent: true }
    expect((await failure(api.scienceFields.create({ name: '   ', code: '1' }, silent))).serverMessage).toBe(
      'Название обязательно',
    )
    expect((await failure(api.scienceFields.create({ name: 'x'.repeat(251), code: '1' }, silent))).serverMessage).toBe(
      'Название длиннее 250 символов',
    )
    expect((await failure(api.scienceFields.create({ name: 'экономика', code: '5.2' }, silent))).serverMessage).toBe(
      'Запись с таким названием уже есть',
    )
    expect(
      (
        await failure(
          api.balls.create({ typeID: 1, podTipID: 1, levelID: 1, ball: 'много', dateStart: '2025-01-01' }, silent),
        )
      ).code,
    ).toBe('badRequest')
    expect(
      (await failure(api.typeDocuments.create({ name: 'Новый', extensions: 'pdf', maxSizeMb: 0 }, silent)))
        .serverMessage,
    ).toBe('Размер файла — от 1 до 100 МБ')
    expect((await failure(api.pubTypes.create({ name: 'Новый тип', category: 'Не то' }, silent))).serverMessage).toBe(
      'Неизвестная категория',
    )
  })

  it('a delete the server refuses (409) keeps the row', async () => {
    signIn(ADMIN)
    const e = await failure(api.podTips.remove(1, { silent: true }))
    expect(e.status).toBe(409)
    expect(e.serverMessage).toMatch(/используется/)
    expect(db.refPodTip.findFirst({ where: { id: { equals: 1 } } })).not.toBeNull()
  })

  it('lists, sub-types and scores answer by their path parameters', async () => {
    signIn(ADMIN)
    const l1 = await api.lists.list(1, 2)
    expect(l1.every((r) => r.typeID === 1 && r.listNumber === 2)).toBe(true)
    expect((await api.lists.list(1, null)).length).toBeGreaterThan(l1.length)
    const tips = await api.podTips.list(1, 1)
    expect(tips.map((t) => t.name)).toEqual(['Статья в журнале', 'Статья в сборнике', 'Обзорная статья'])
    expect(await api.podTips.query(1, 1)).toEqual(tips)
    const balls = await api.balls.list(1, tips[0].id)
    expect(balls.every((b) => b.podTipID === tips[0].id)).toBe(true)
    expect((await api.balls.list(1, 0)).length).toBeGreaterThan(balls.length)
    expect((await api.attrs.list(2)).every((a) => a.typeID === 2)).toBe(true)
  })

  it('users and their roles; experts by document type', async () => {
    signIn(ADMIN)
    const staff = await api.getUserList(false, null)
    expect(staff.some((u) => u.kind === 'student')).toBe(false)
    const all = await api.getUserList(true, null)
    expect(all.length).toBeGreaterThan(staff.length)
    const admins = await api.getUserList(true, 4)
    expect(admins.map((u) => u.login)).toContain('admin')
    expect((await api.getUserRoles(7)).map((r) => r.name)).toContain('Администратор-НИР')
    const experts = await api.experts.list(1)
    expect(experts.every((e) => e.docType === 1)).toBe(true)
  })
})

describe('catalogue search', () => {
  it('journals need 3 characters, UGNP and GRNTI 1: shorter text answers [] without a call', async () => {
    signIn(ADMIN)
    expect(await api.findCatalog(0, 'ин')).toEqual([])
    expect(await api.findCatalog(1, '')).toEqual([])
    expect(await api.findCatalog(2, '  ')).toEqual([])
    expect(requests).toEqual([])
    expect((await api.findCatalog(0, 'инф')).map((c) => c.name)).toEqual([
      'Вестник компьютерных и информационных технологий',
      'Информационные технологии',
      'Прикладная информатика',
    ])
    expect((await api.findCatalog(1, '9')).map((c) => c.name)).toContain(
      '09.00.00 Информатика и вычислительная техника',
    )
    expect((await api.findCatalog(2, 'ф')).length).toBeGreaterThan(0)
    expect(requests).toEqual([
      'GET /api/Publication/Get/Find/Catalog?findStr=%D0%B8%D0%BD%D1%84&Type=0',
      'GET /api/Publication/Get/Find/Catalog?findStr=9&Type=1',
      'GET /api/Publication/Get/Find/Catalog?findStr=%D1%84&Type=2',
    ])
  })
})
