import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { db } from '@/mocks/db'
import {
  certOrderSchema,
  getCertificateQueue,
  getMyCertificates,
  orderCertificate,
  stepCertificate,
  stepTarget,
  stepsFor,
} from '@/api/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { failure, signIn } from '../api-test-helpers'

const t = achieveTexts.cert
const STUDENT = 1
const CERTS = 20
const silent = { silent: true }

describe('certificate steps', () => {
  it('lead заказана → в работе → готова → выдана; refusal only before it is ready', () => {
    expect(stepTarget('ordered', 'take')).toBe('inWork')
    expect(stepTarget('inWork', 'complete')).toBe('ready')
    expect(stepTarget('ready', 'issue')).toBe('issued')
    expect(stepTarget('ordered', 'refuse')).toBe('refused')
    expect(stepTarget('inWork', 'refuse')).toBe('refused')
    expect(stepTarget('ready', 'refuse')).toBeNull()
    expect(stepTarget('ordered', 'complete')).toBeNull()
    expect(stepTarget('issued', 'issue')).toBeNull()
    expect(stepsFor('ordered')).toEqual(['take', 'refuse'])
    expect(stepsFor('issued')).toEqual([])
    expect(stepsFor('refused')).toEqual([])
  })

  it('the order form requires a kind, 1–5 copies and a visible purpose', () => {
    const issues = (input: unknown) => {
      const r = v.safeParse(certOrderSchema, input)
      return r.success ? [] : r.issues.map((i) => i.message)
    }
    expect(issues({ kindID: null, copies: null, purpose: '\u200B ' })).toEqual([
      t.errors.kindRequired,
      t.errors.copiesRequired,
      t.errors.purposeRequired,
    ])
    expect(issues({ kindID: 1, copies: 6, purpose: 'x'.repeat(201) })).toEqual([
      t.errors.copiesRange,
      t.errors.purposeLong,
    ])
    expect(issues({ kindID: 1, copies: 2, purpose: 'В военкомат' })).toEqual([])
  })
})

describe('certificates against the mock backend', () => {
  it('refuses a guest (401), other roles (403) and a bad order (400, the form’s message)', async () => {
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    expect((await failure(getMyCertificates(silent))).code).toBe('unauthorized')
    signIn(CERTS)
    expect((await failure(getMyCertificates(silent))).code).toBe('forbidden')
    signIn(STUDENT)
    expect((await failure(getCertificateQueue(silent))).code).toBe('forbidden')
    expect((await failure(stepCertificate({ id: 1, step: 'take' }, silent))).code).toBe('forbidden')
    const bad = await failure(orderCertificate({ kindID: 1, copies: 2, purpose: '   ' }, silent))
    expect(bad.code).toBe('badRequest')
    expect(bad.serverMessage).toBe(t.errors.purposeRequired)
    const unknownKind = await failure(orderCertificate({ kindID: 99, copies: 1, purpose: 'x' }, silent))
    expect(unknownKind.serverMessage).toBe(t.server.unknownKind)
  })

  it('an order goes through the deans’ office step by step and the student sees each step', async () => {
    signIn(STUDENT)
    const before = (await getMyCertificates()).length
    const made = await orderCertificate({ kindID: 2, copies: 3, purpose: '  В военкомат  ' })
    expect(made).toMatchObject({
      status: 'ordered',
      copies: 3,
      purpose: 'В военкомат',
      kindName: 'Справка для военкомата',
    })
    expect(made.studentName).toBe('Соколова Анна Игоревна')
    const mine = await getMyCertificates()
    expect(mine).toHaveLength(before + 1)
    expect(mine[0].id).toBe(made.id)
    expect(db.certificate.findFirst({ where: { id: { equals: made.id } } })?.status).toBe('ordered')

    signIn(CERTS)
    expect((await getCertificateQueue()).map((c) => c.id)).toContain(made.id)
    const wrong = await failure(stepCertificate({ id: made.id, step: 'issue' }, silent))
    expect(wrong.serverMessage).toBe(t.server.badStep)
    await stepCertificate({ id: made.id, step: 'take' })
    const ready = await stepCertificate({ id: made.id, step: 'complete' })
    expect(ready.status).toBe('ready')
    expect(ready.history.map((h) => h.status)).toEqual(['ordered', 'inWork', 'ready'])

    signIn(STUDENT)
    expect((await getMyCertificates()).find((c) => c.id === made.id)?.status).toBe('ready')
  })

  it('a refusal needs a visible reason and is shown to the student', async () => {
    signIn(CERTS)
    const ordered = (await getCertificateQueue()).find((c) => c.status === 'ordered' && c.studentID === STUDENT)!
    const blank = await failure(stepCertificate({ id: ordered.id, step: 'refuse', reason: '\u200B' }, silent))
    expect(blank.serverMessage).toBe(t.errors.reasonRequired)
    await stepCertificate({ id: ordered.id, step: 'refuse', reason: 'Нет оснований' })
    signIn(STUDENT)
    expect((await getMyCertificates()).find((c) => c.id === ordered.id)).toMatchObject({
      status: 'refused',
      reason: 'Нет оснований',
    })
  })
})
