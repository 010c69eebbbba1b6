import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { calendarPeriodIssue, type CalendarPeriod } from '@/api/rasp-calendar'
import { http } from '@/api/http'
import { db } from '@/mocks/db'
import { raspCalendarTexts as t } from '@/texts/ru/rasp-calendar'
import { failure, signIn } from '../api-test-helpers'

const autumn: CalendarPeriod = {
  id: 1,
  kind: 'semester',
  name: 'Осенний семестр',
  dateFrom: '2026-09-01',
  dateTo: '2026-12-28',
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('academic calendar (issue 15: /RaspManager/Calendar)', () => {
  it('a period ends no earlier than it starts and overlaps no other period of its kind (other kinds may)', () => {
    expect(calendarPeriodIssue({ kind: 'holiday', dateFrom: '2026-11-05', dateTo: '2026-11-04' }, [autumn])).toBe(
      t.order,
    )
    expect(calendarPeriodIssue({ kind: 'semester', dateFrom: '2026-12-20', dateTo: '2027-01-10' }, [autumn])).toBe(
      t.overlap('Осенний семестр'),
    )
    expect(calendarPeriodIssue({ kind: 'holiday', dateFrom: '2026-11-04', dateTo: '2026-11-04' }, [autumn])).toBeNull()
    expect(calendarPeriodIssue({ kind: 'semester', dateFrom: '2027-02-09', dateTo: '2027-05-31' }, [autumn])).toBeNull()
  })

  it('the seeded year and the mock calls: 400 in Russian, 403 for a teacher, 401 for a guest; a valid period is stored', async () => {
    expect(
      db.raspCalendarPeriod.getAll().some((p) => p.name === 'Осенний семестр' && p.dateFrom === '2026-09-01'),
    ).toBe(true)
    signIn(9)
    const period = { kind: 'semester', name: 'Дополнительный семестр', dateFrom: '2026-12-01', dateTo: '2026-12-20' }
    expect(await failure(http.post('/RaspManager/Calendar', period, { silent: true }))).toMatchObject({
      code: 'badRequest',
      message: t.overlap('Осенний семестр'),
    })
    const ok = { kind: 'holiday', name: 'День университета', dateFrom: '2026-12-03', dateTo: '2026-12-03' }
    await http.post('/RaspManager/Calendar', ok, { silent: true })
    expect(db.raspCalendarPeriod.findFirst({ where: { name: { equals: 'День университета' } } })).toMatchObject(ok)
    signIn(8)
    expect(await failure(http.get('/RaspManager/Calendar', undefined, { silent: true }))).toMatchObject({
      code: 'forbidden',
    })
    document.cookie = 'authToken=; path=/; max-age=0'
    expect(await failure(http.get('/RaspManager/Calendar', undefined, { silent: true }))).toMatchObject({
      code: 'unauthorized',
    })
  })
})
