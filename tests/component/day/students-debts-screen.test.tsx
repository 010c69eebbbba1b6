import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http as api } from '@/api/http'
import { gradeBookOf } from '@/mocks/seed/day.seed'
import { isDebt } from '@/lib/day-grades'
import { debtsTexts as t } from '@/texts/ru/students-debts'
import { gradeTexts } from '@/texts/ru/day'
import { failure, signIn } from '../../unit/api-test-helpers'
import { renderScreen } from '../render-screen'

const slow = { timeout: 15_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('academic debts (/StudentsDebts/{studentID?})', { timeout: 60_000 }, () => {
  it('the student sees their own debts with the retake and the commission retake two weeks later', async () => {
    renderScreen({ pattern: '/StudentsDebts/:studentID?', path: '/StudentsDebts', userID: 1 })
    const table = await screen.findByRole('table', { name: t.title }, slow)
    const debts = gradeBookOf(1)!.filter(isDebt)
    expect(debts.length).toBeGreaterThan(0)
    const row = (await within(table).findByRole('cell', { name: debts[0].discipline }, slow)).closest('tr')!
    expect(row).toHaveTextContent(gradeTexts.marks[debts[0].mark])
    const [first, commission] = [...row.textContent!.matchAll(/(\d\d)\.(\d\d)\.(\d{4}), 15:40/g)].map(
      (m) => `${m[3]}-${m[2]}-${m[1]}`,
    )
    expect(first > '2026-11-29').toBe(true)
    expect((Date.parse(commission) - Date.parse(first)) / 86_400_000).toBe(14)
  })

  it('a user with «ГрафикЗадолженностей-Факультет» (demo: role57) sees the debts of students of several groups', async () => {
    renderScreen({ pattern: '/StudentsDebts/:studentID?', path: '/StudentsDebts', userID: 57 })
    const table = await screen.findByRole('table', { name: t.title }, slow)
    await within(table).findAllByRole('row', {}, slow)
    const groups = new Set(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    )
    expect(groups.size).toBeGreaterThan(1)
  })

  it('a teacher without the debts roles gets the 403 page', async () => {
    renderScreen({ pattern: '/StudentsDebts/:studentID?', path: '/StudentsDebts', userID: 8 })
    expect(await screen.findByRole('heading', { name: /403|Доступ/ }, slow)).toBeVisible()
  })

  it('a student asking for another student gets 403, a bad id 400', async () => {
    signIn(1)
    expect(await failure(api.get('/StudentsDebts', { studentID: 2001 }, { silent: true }))).toMatchObject({
      code: 'forbidden',
      message: t.ownOnly,
    })
    expect(await failure(api.get('/StudentsDebts', { studentID: 'x' }, { silent: true }))).toMatchObject({
      code: 'badRequest',
      message: t.badID,
    })
  })
})
