import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  contractFormSchema,
  getContractWork,
  getContractWorks,
  leaderShare,
  saveContractWork,
  type ContractValues,
} from '@/api/nir-contract'
import { db } from '@/mocks/db'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import { callApi, failure, signIn } from '../api-test-helpers'

const AUTHOR = 2
const ADMIN = 7
const TEACHER = 8
const STUDENT = 1
const values: ContractValues = {
  title: 'Обследование несущих конструкций цеха',
  customer: 'ООО «Южный литейный завод»',
  contractNumber: '2026/ХД-300',
  amount: 450_000,
  dateStart: '2026-10-01',
  dateEnd: '2027-03-31',
  stage: 1,
  executors: [
    { userID: 1003, share: 30 },
    { userID: 1010, share: 20 },
  ],
}
const issues = (input: unknown) => {
  const r = v.safeParse(contractFormSchema, input)
  return r.success ? [] : r.issues.map((i) => i.message)
}

describe('Contract works: the form’s rules', () => {
  it('requires visible texts, a sum above 0, both dates in order and a stage', () => {
    expect(issues(values)).toEqual([])
    expect(issues({ ...values, customer: ' \u200b ' })).toEqual([t.required.customer])
    expect(issues({ ...values, contractNumber: '' })).toEqual([t.required.contractNumber])
    expect(issues({ ...values, amount: null })).toEqual([t.required.amount])
    expect(issues({ ...values, amount: 0 })).toEqual([t.amountRange((500_000_000).toLocaleString('ru-RU'))])
    expect(issues({ ...values, dateStart: null })).toEqual([t.required.dateStart])
    expect(issues({ ...values, dateEnd: '2026-09-30' })).toEqual([t.datesOrder])
    expect(issues({ ...values, dateEnd: '2026-10-01' })).toEqual([])
    expect(issues({ ...values, stage: 9 })).toEqual([t.required.stage])
  })

  it('shares follow the authors’ influence rules: each above 0, the leader keeps 100 minus the rest, above 0', () => {
    expect(leaderShare(values.executors)).toBe(50)
    expect(leaderShare([])).toBe(100)
    expect(issues({ ...values, executors: [{ userID: 1003, share: 0 }] })).toEqual([t.sharePositive])
    expect(issues({ ...values, executors: [{ userID: 1003, share: null }] })).toEqual([t.sharePositive])
    expect(issues({ ...values, executors: [{ userID: null, share: 10 }] })).toEqual([t.required.executor])
    const full = [
      { userID: 1003, share: 60 },
      { userID: 1010, share: 40 },
    ]
    expect(leaderShare(full)).toBe(0)
    expect(issues({ ...values, executors: full })).toEqual([t.leaderShareError])
    expect(
      issues({
        ...values,
        executors: [
          { userID: 1003, share: 10 },
          { userID: 1003, share: 10 },
        ],
      }),
    ).toEqual([t.duplicateExecutor])
  })
})

describe('Contract works (mock)', () => {
  it('a scientist creates one (registered for /openWork), reads and changes it; others are refused', async () => {
    signIn(AUTHOR)
    const created = await saveContractWork(null, values)
    expect(created).toMatchObject({ idUser: AUTHOR, leaderShare: 50, allowEdit: true })
    expect(created.executors.map((e) => e.share)).toEqual([30, 20])
    expect(db.workLookup.findFirst({ where: { workID: { equals: created.workID } } })).toMatchObject({
      workName: 'Подрядные работы',
      typeID: 40,
    })
    expect((await getContractWorks()).map((w) => w.workID)).toEqual(expect.arrayContaining([created.workID, 103]))
    const changed = await saveContractWork(created.workID, { ...values, stage: 2, executors: [] })
    expect(changed).toMatchObject({ stage: 2, leaderShare: 100, executors: [] })
    // the leader cannot be a co-executor of their own work
    const self = await failure(
      saveContractWork(created.workID, { ...values, executors: [{ userID: AUTHOR, share: 5 }] }),
    )
    expect([self.status, self.serverMessage]).toEqual([400, t.leaderAsExecutor])

    signIn(TEACHER)
    expect((await failure(getContractWork(created.workID))).status).toBe(403)
    expect((await failure(saveContractWork(created.workID, values))).status).toBe(403)
    expect((await getContractWorks()).map((w) => w.workID)).not.toContain(created.workID)
    signIn(STUDENT)
    expect((await failure(getContractWorks())).status).toBe(403)
    signIn(ADMIN)
    expect((await getContractWork(created.workID)).allowEdit).toBe(true)
  })

  it('401 without a token, 400 with the form’s Russian message, 404 for an unknown work', async () => {
    expect((await callApi('GET', '/ContractWork/Get/ListWorks')).status).toBe(401)
    const bad = await callApi('POST', '/ContractWork/Set/Work', AUTHOR, {
      workID: null,
      ...values,
      dateEnd: '2020-01-01',
    })
    expect([bad.status, bad.body.msg]).toEqual([400, t.datesOrder])
    expect((await callApi('GET', '/ContractWork/Get/Work?workID=abc', AUTHOR)).status).toBe(400)
    expect((await callApi('GET', '/ContractWork/Get/Work?workID=99999', AUTHOR)).status).toBe(404)
  })
})
