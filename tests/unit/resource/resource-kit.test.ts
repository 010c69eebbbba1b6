import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { mockResource } from '@/mocks/lib/resource-handlers'
import { createRng } from '@/mocks/lib/rng'
import { canDo, defineResource, fillPath, routeOf } from '@/lib/resource/define-resource'
import { buildBodySchema, buildFormSchema } from '@/lib/resource/form-schema'
import { resourceApi } from '@/api/resource'
import { scienceFieldResource } from '@/api/reference-resources'
import { ROLES } from '@/lib/roles'
import { tableTexts as t } from '@/texts/ru/table'
import { failure, signIn } from '../api-test-helpers'

const ADMIN = 7
const STUDENT = 1
const silent = { silent: true }

/** A resource declared only for this test, over the levels model ({id, name}). */
const levels = defineResource({
  name: 'kit-levels',
  key: 'id',
  row: v.object({ id: v.number(), name: v.string() }),
  columns: [
    { value: 'id', text: '№', hiddenForm: true },
    { value: 'name', text: 'Название', required: true, maxLength: 20 },
  ],
  endpoints: {
    list: '/KitTest/Levels?name={name?}',
    create: '/KitTest/Levels',
    update: '/KitTest/Levels/{key}',
    remove: '/KitTest/Levels/{key}',
  },
  access: {
    read: [],
    create: [ROLES.scienceAdmin.name],
    edit: [ROLES.scienceAdmin.name],
    remove: [ROLES.scienceAdmin.name],
  },
})
const mocked = mockResource(levels, {
  model: 'refLevel',
  seed: (rng) => [{ id: 900 + rng.int(1, 9), name: 'Сгенерированный' }],
})

describe('resource declaration helpers', () => {
  it('fills spec-style paths: {x} from values, {x?} dropped when empty, query parameters too', () => {
    expect(fillPath('/Publication/Admin/List/{typeID}/{listNumber?}', { typeID: 2, listNumber: 0 })).toBe(
      '/Publication/Admin/List/2',
    )
    expect(fillPath('/Publication/Admin/List/{typeID}/{listNumber?}', { typeID: 2, listNumber: 3 })).toBe(
      '/Publication/Admin/List/2/3',
    )
    expect(fillPath('/Admin/UserList?loadAll={loadAll}&roleID={roleID?}', { loadAll: false, roleID: 0 })).toBe(
      '/Admin/UserList?loadAll=false',
    )
    expect(fillPath('/Admin/UserList?loadAll={loadAll}&roleID={roleID?}', { loadAll: true, roleID: 4 })).toBe(
      '/Admin/UserList?loadAll=true&roleID=4',
    )
    expect(routeOf('/Publication/Admin/List/{typeID}/{listNumber?}')).toBe(
      '/Publication/Admin/List/:typeID/:listNumber?',
    )
  })

  it('access: roles of the declaration, and no write without its endpoint', () => {
    const admin = [{ name: ROLES.scienceAdmin.name }]
    const student = [{ name: ROLES.student.name }]
    expect(canDo(levels, 'create', admin)).toBe(true)
    expect(canDo(levels, 'create', student)).toBe(false)
    expect(canDo(levels, 'read', student)).toBe(true)
    const readOnly = defineResource({ ...levels, endpoints: { list: levels.endpoints.list } })
    expect(canDo(readOnly, 'edit', admin)).toBe(false)
  })

  it('zero-width-only text is empty for the form and for the body schema (issue 13 item 6)', () => {
    const form = buildFormSchema(scienceFieldResource.columns, 'create')
    expect(v.safeParse(form, { code: '1.1', name: '\u200B\u200B' }).success).toBe(false)
    expect(v.safeParse(form, { code: '1.1', name: ' Право ' }).success).toBe(true)
    const body = buildBodySchema(scienceFieldResource.columns)
    const refused = v.safeParse(body, { code: '\u200B', name: 'Право' })
    expect(refused.success).toBe(false)
    expect(refused.issues?.[0].message).toBe(`Код: ${t.required}`)
  })
})

describe('resource kit against its generated mock handlers', () => {
  it('401 without a token, 403 for a role the declaration does not name, 400 with the message, then journaled writes', async () => {
    server.use(...mocked.handlers)
    const api = resourceApi(levels)
    document.cookie = 'authToken=; max-age=0'
    expect((await failure(api.list({}, silent))).code).toBe('unauthorized')

    signIn(STUDENT)
    expect((await api.list({})).length).toBe(db.refLevel.getAll().length)
    expect(
      (await failure(api.save({ mode: 'create', row: null, values: { name: 'Аспирантура' }, params: {} }, silent)))
        .code,
    ).toBe('forbidden')

    signIn(ADMIN)
    const blank = await failure(
      api.save({ mode: 'create', row: null, values: { name: '\u200B\u200B' }, params: {} }, silent),
    )
    expect(blank.code).toBe('badRequest')
    expect(blank.serverMessage).toBe(`Название: ${t.required}`)
    expect(
      (await failure(api.save({ mode: 'create', row: null, values: { name: 'x'.repeat(21) }, params: {} }, silent)))
        .serverMessage,
    ).toBe(`Название: ${t.tooLong(20)}`)

    const created = await api.save(
      { mode: 'create', row: null, values: { name: '  Уровень теста ' }, params: {} },
      silent,
    )
    expect(created.name).toBe('Уровень теста')
    expect(db.refLevel.findFirst({ where: { id: { equals: Number(created.id) } } })?.name).toBe('Уровень теста')
    expect((await api.list({ name: 'Уровень теста' })).map((r) => r.id)).toEqual([created.id])

    const updated = await api.save({ mode: 'edit', row: created, values: { name: 'Докторантура' }, params: {} }, silent)
    expect(updated).toEqual({ id: created.id, name: 'Докторантура' })
    await api.remove(updated, silent)
    expect(db.refLevel.findFirst({ where: { id: { equals: Number(created.id) } } })).toBeNull()
  })

  it('the seed generator is deterministic', () => {
    const before = db.refLevel.getAll().length
    mocked.seed(createRng(42))
    const added = db.refLevel.getAll().filter((r) => r.id > 900)
    expect(db.refLevel.getAll().length).toBe(before + 1)
    expect(added).toHaveLength(1)
    expect(added[0].id).toBe(900 + createRng(42).int(1, 9))
  })
})
