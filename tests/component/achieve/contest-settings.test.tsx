import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, issueToken, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { stageWindow } from '@/api/contest-settings'
import { formatRuDate } from '@/lib/dates'
import { renderScreen } from '../render-screen'

const t = contestTexts.settings
const e = contestTexts.errors
const wait = { timeout: 15_000 }
const ORGANISER = 16
const at = (id: number) => ({ pattern: '/Contests/SettingContest/:contestID', path: `/Contests/SettingContest/${id}` })
const info = (id: number) => db.contestInfo.findFirst({ where: { competitionID: { equals: id } } })!
const criteriaOf = (id: number) => JSON.parse(info(id).criteria) as { id: number; name: string; maxMark: number }[]

describe('a contest’s settings', { timeout: 60_000 }, () => {
  it('a score out of 1…100 and a stage before the contest are named in Russian; fixed, the settings are saved', async () => {
    const user = userEvent.setup()
    const info4 = db.contest.findFirst({ where: { competitionID: { equals: 4 } } })!
    renderScreen({ ...at(4), userID: ORGANISER })
    expect(await screen.findByRole('heading', { name: 'Конкурс проектов «Цифровой кампус»' }, wait)).toBeVisible()
    expect(screen.getByLabelText(new RegExp(`^${fillText(t.stageName, { n: 2 })}`))).toHaveValue('Защита проектов')
    const max = screen.getByLabelText(new RegExp(`^${fillText(t.criterionMax, { n: 1 })}`))
    await user.clear(max)
    await user.type(max, '150')
    const date = screen.getByLabelText(new RegExp(`^${fillText(t.stageDate, { n: 1 })}`))
    await user.clear(date)
    await user.type(date, '01.10.2026')
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(e.criterionMaxRange)).toBeVisible()
    const { from, to } = stageWindow('2026-11-01', info4.dateTo)
    expect(
      screen.getByText(fillText(e.stageDateRange, { from: formatRuDate(from), to: formatRuDate(to) })),
    ).toBeVisible()
    expect(criteriaOf(4)[0]!.maxMark).toBe(10)
    await user.clear(max)
    await user.type(max, '20')
    await user.clear(date)
    await user.type(date, '02.11.2026')
    await user.click(screen.getByRole('button', { name: t.addCriterion }))
    await user.type(screen.getByLabelText(new RegExp(`^${fillText(t.criterionName, { n: 4 })}`)), 'Презентация')
    await user.type(screen.getByLabelText(new RegExp(`^${fillText(t.criterionMax, { n: 4 })}`)), '5')
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved, {}, wait)).toBeVisible()
    expect(criteriaOf(4).map((c) => [c.name, c.maxMark])).toEqual([
      ['Актуальность темы', 20],
      ['Научная новизна', 10],
      ['Качество оформления', 5],
      ['Презентация', 5],
    ])
    expect(JSON.parse(info(4).stages)[0]).toEqual({ name: 'Приём заявок', date: '2026-11-02' })
  })

  it('without criteria nothing is sent; removing a criterion the jury has marked is refused by the server', async () => {
    const user = userEvent.setup()
    renderScreen({ ...at(4), userID: ORGANISER })
    await screen.findByRole('button', { name: fillText(t.removeCriterion, { n: 3 }) }, wait)
    for (const n of [3, 2, 1])
      await user.click(screen.getByRole('button', { name: fillText(t.removeCriterion, { n }) }))
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(e.criteriaRequired)).toBeVisible()
    expect(criteriaOf(4)).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: t.addCriterion }))
    await user.type(screen.getByLabelText(new RegExp(`^${fillText(t.criterionName, { n: 1 })}`)), 'Оригинальность')
    await user.type(screen.getByLabelText(new RegExp(`^${fillText(t.criterionMax, { n: 1 })}`)), '10')
    await user.click(screen.getByRole('button', { name: t.save }))
    const refusal = await screen.findByText(
      new RegExp(fillText(e.criterionMarked, { name: 'Актуальность темы' })),
      {},
      wait,
    )
    expect(refusal).toBeVisible()
    expect(screen.getByLabelText(new RegExp(`^${fillText(t.criterionName, { n: 1 })}`))).toHaveValue('Оригинальность')
    expect(criteriaOf(4)).toHaveLength(3)
  })

  it('a contest limited to other faculties refuses a student’s application (403) with the faculties named', async () => {
    const student = db.user.findFirst({ where: { userID: { equals: 1 } } })!
    const other = db.faculty.getAll().find((f) => f.facultyID !== student.facultyID)!
    db.contestInfo.update({ where: { competitionID: { equals: 4 } }, data: { facultyIDs: [other.facultyID] } })
    const form = new FormData()
    form.append('competitionID', '4')
    form.append('title', 'Навигатор по кампусу')
    form.append('summary', 'Мобильное приложение')
    const res = await fetch('http://localhost/api/Contests/Apply', {
      method: 'POST',
      headers: { Authorization: `Bearer ${issueToken(1)}` },
      body: form,
    })
    expect(res.status).toBe(403)
    expect(JSON.stringify(await res.json())).toContain(other.name)
  })

  it('the server refuses other roles (403) and no token (401); a failed load offers a retry', async () => {
    const url = 'http://localhost/api/Contests/Settings?competitionID=4'
    expect((await fetch(url, { headers: { Authorization: `Bearer ${issueToken(8)}` } })).status).toBe(403)
    expect((await fetch(url)).status).toBe(401)
    let failing = true
    server.use(http.get('*/api/Contests/Settings', () => (failing ? failure(500, 'Сбой') : undefined)))
    const user = userEvent.setup()
    renderScreen({ ...at(4), userID: ORGANISER })
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(e.loadFailed)
    failing = false
    await user.click(screen.getByRole('button', { name: contestTexts.list.retry }))
    await waitFor(() => expect(screen.getByRole('button', { name: t.save })).toBeVisible(), wait)
    expect(within(screen.getByRole('form', { name: t.heading })).getAllByRole('group').length).toBeGreaterThan(1)
  })
})
