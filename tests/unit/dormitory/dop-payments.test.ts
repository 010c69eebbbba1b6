import { describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import { resourceApi } from '@/api/resource'
import { dopLogResource, dopPaymentResource } from '@/api/dop-payments'
import { dopPaymentTexts } from '@/texts/ru/dop-payments'
import { failure, signIn } from '../api-test-helpers'

const e = dopPaymentTexts.errors
const responsible = () => db.user.findFirst({ where: { login: { equals: 'role55' } } })!.userID
const body = {
  person: 'Павлова Мария Александровна',
  department: 'Кафедра информатики',
  reason: 'Подготовка призёров олимпиады',
  amount: 15000,
  periodFrom: '2026-11-01',
  periodTo: '2026-12-31',
  approved: false,
}

describe('extra payments', () => {
  it('refuse a guest (401) and other roles (403); the amount and the period are checked (400)', async () => {
    const api = resourceApi(dopPaymentResource)
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    expect((await failure(api.list({}, { silent: true }))).code).toBe('unauthorized')
    signIn(1)
    expect((await failure(api.list({}, { silent: true }))).code).toBe('forbidden')
    signIn(responsible())
    expect((await api.list({}, { silent: true })).length).toBe(12)
    const amount = await failure(
      api.save({ mode: 'create', row: null, params: {}, values: { ...body, amount: 0 } }, { silent: true }),
    )
    expect([amount.code, amount.serverMessage]).toEqual(['badRequest', e.amountRange])
    const period = await failure(
      api.save(
        { mode: 'create', row: null, params: {}, values: { ...body, periodTo: '2026-10-01' } },
        { silent: true },
      ),
    )
    expect(period.serverMessage).toBe(e.periodOrder)
  })

  it('adds, approves (then locked) and logs every write with its author', async () => {
    signIn(responsible())
    const api = resourceApi(dopPaymentResource)
    const created = (await api.save(
      { mode: 'create', row: null, params: {}, values: body },
      { silent: true },
    )) as typeof body & { id: number }
    await api.save({ mode: 'edit', row: created, params: {}, values: { approved: true } }, { silent: true })
    const locked = await failure(
      api.save({ mode: 'edit', row: created, params: {}, values: { amount: 20000 } }, { silent: true }),
    )
    expect(locked.serverMessage).toBe(e.approvedLocked)
    expect((await failure(api.remove(created, { silent: true }))).serverMessage).toBe(e.approvedLocked)
    const log = (await resourceApi(dopLogResource).list({}, { silent: true })) as {
      action: string
      paymentID: number
    }[]
    expect(log.filter((l) => l.paymentID === created.id).map((l) => l.action)).toEqual(['Добавлена', 'Утверждена'])
  })
})
