import { describe, expect, it } from 'vitest'
import 'fake-indexeddb/auto'
import { auditAreasResource, auditResource, auditUsersResource } from '@/api/admin-resources'
import { resourceApi } from '@/api/resource'
import { sendFeedback } from '@/api/admin'
import { auditTrail } from '@/mocks/lib/audit'
import { createRecord, replayJournal } from '@/mocks/lib/store'
import { clearPersistence, enablePersistence, readJournal, type JournalEntry } from '@/mocks/lib/persistence'
import { seedDatabase } from '@/mocks/seed'
import { adminTexts as t } from '@/texts/ru/admin'
import { failure, signIn } from '../api-test-helpers'

const ADMIN = 7
const STUDENT = 1
const audit = resourceApi(auditResource)
const silent = { silent: true }

describe('the audit trail (/Admin/Audit)', () => {
  it('401 without a token, 403 for a student; the seed history for an administrator, newest first', async () => {
    document.cookie = 'authToken=; max-age=0'
    expect((await failure(audit.list({}, silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(audit.list({}, silent))).code).toBe('forbidden')
    expect((await failure(resourceApi(auditUsersResource).list({}, silent))).code).toBe('forbidden')
    signIn(ADMIN)
    const rows = await audit.list({})
    expect(rows).toHaveLength(5)
    expect(rows.map((r) => r.when)).toEqual([...rows.map((r) => r.when)].sort().reverse())
    const answer = rows.find((r) => r.path === '/Feedback/1/Answer')!
    expect(answer).toMatchObject({ fio: 'Орлов Игорь Владимирович', method: 'POST', area: 'Администрирование' })
    expect(answer.summary).toBe('Изменение «feedbackMessage» № 1: answer, answeredBy, answerDate')
    expect(rows.find((r) => r.userID === 0)?.fio).toBe(t.auditSystem)
  })

  it('a write made through a handler carries its user, time and request', async () => {
    signIn(STUDENT)
    const before = Date.now()
    await sendFeedback({ topic: 'Аудит', text: 'Проверка журнала' })
    const entry = auditTrail().at(-1)!
    expect(entry).toMatchObject({
      op: 'create',
      model: 'feedbackMessage',
      userID: STUDENT,
      method: 'POST',
      path: '/Feedback',
    })
    expect(Date.parse(entry.at!)).toBeGreaterThanOrEqual(before - 1000)
    signIn(ADMIN)
    const [top] = await audit.list({})
    expect(top).toMatchObject({ userID: STUDENT, fio: 'Соколова Анна Игоревна', path: '/Feedback' })
    expect(top.resource).toBe('feedbackMessage')
  })

  it('filters by user, area and period; a reversed period is refused in Russian', async () => {
    signIn(STUDENT)
    await sendFeedback({ topic: 'Фильтр', text: 'Текст' })
    signIn(ADMIN)
    const users = await resourceApi(auditUsersResource).list({})
    expect(users.map((u) => u.id).sort()).toEqual([STUDENT, ADMIN])
    const areas = await resourceApi(auditAreasResource).list({})
    expect(areas).toEqual([{ id: 'admin', name: 'Администрирование' }])
    const mine = await audit.list({ userID: ADMIN })
    expect(mine.map((r) => r.path)).toEqual(['/Feedback/1/Answer'])
    expect(await audit.list({ area: 'chat' })).toEqual([])
    const today = new Date(Date.now() + 3 * 36e5).toISOString().slice(0, 10)
    const recent = await audit.list({ from: today, to: today })
    expect(recent.map((r) => r.summary)).toEqual([expect.stringContaining('Создание «feedbackMessage»')])
    const refused = await failure(audit.list({ from: '2026-05-02', to: '2026-05-01' }, silent))
    expect(refused.code).toBe('badRequest')
    expect(refused.message).toContain(t.auditPeriodInvalid)
  })

  it('journal entries kept before the audit existed (no user, no time) replay and show «—»', async () => {
    enablePersistence()
    try {
      const legacy: JournalEntry = {
        op: 'update',
        model: 'feedbackMessage',
        pk: 'id',
        key: 2,
        data: { topic: 'Старая запись' },
      }
      seedDatabase()
      replayJournal([legacy])
      signIn(ADMIN)
      const rows = await audit.list({})
      const old = rows.at(-1)!
      expect(old).toMatchObject({ when: '—', fio: '—', method: '—', path: '—', resource: 'feedbackMessage' })
      // a new write is journaled with its meta
      createRecord('clientError', { id: 99, kind: 'icon', message: 'x', route: '/', browser: 'b', userID: 0, date: '' })
      await new Promise<void>((resolve) => setTimeout(resolve, 0))
      const stored = await readJournal()
      expect(stored.at(-1)).toMatchObject({ op: 'create', model: 'clientError', userID: null })
      expect(typeof stored.at(-1)!.at).toBe('string')
    } finally {
      await clearPersistence()
    }
  })
})
