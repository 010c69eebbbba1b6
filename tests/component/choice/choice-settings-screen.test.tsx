import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import ChoiceSettingsScreen from '@/screens/choice/choice-settings-screen'
import { http } from '@/api/http'
import { ApiError } from '@/api/errors'
import { db } from '@/mocks/node'
import { choiceTexts } from '@/texts/ru/choice'
import { renderScreen } from '../render-screen'

const t = choiceTexts.settings
const slow = { timeout: 15_000 }
const BASE = '/Plans/ChoiceDisciplinesSettings'
const rejects = (p: Promise<unknown>, code: string, message: RegExp) =>
  expect(p).rejects.toSatisfy((e) => e instanceof ApiError && e.code === code && message.test(e.message))

describe('elective choice settings', { timeout: 60_000 }, () => {
  it('the dean sees the windows, blocks and seats; the server keeps seats, limits and dates within the rules', async () => {
    renderScreen({ pattern: BASE, screen: ChoiceSettingsScreen, path: BASE, userID: 9 })
    expect(await screen.findByRole('heading', { name: t.title }, slow)).toBeVisible()
    expect((await screen.findAllByText('Аддитивные технологии', {}, slow)).length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { name: t.windows })).toBeVisible()

    const block = db.choiceBlock.getAll().find((b) => b.facultyID === 1 && b.course === 3 && b.choose === 2)!
    const full = db.choiceDiscipline
      .findMany({ where: { blockID: { equals: block.blockID } } })
      .find((d) => d.name === 'Разработка мобильных приложений')!
    const body = { name: full.name, credits: 3, hours: 108, seats: 1, description: '' }
    await rejects(
      http.put(`${BASE}/Disciplines/${full.disciplineID}`, body, { silent: true }),
      'badRequest',
      /Мест не может быть меньше, чем уже выбрали/,
    )
    await http.put(`${BASE}/Disciplines/${full.disciplineID}`, { ...body, seats: 40 }, { silent: true })
    expect(db.choiceDiscipline.findFirst({ where: { disciplineID: { equals: full.disciplineID } } })?.seats).toBe(40)

    const blockBody = { title: block.title, choose: 4, description: '' }
    await rejects(http.put(`${BASE}/Blocks/${block.blockID}`, blockBody, { silent: true }), 'badRequest', /от 1 до 3/)

    const w = db.choiceWindow.getAll()[0]
    await rejects(
      http.put(`${BASE}/Windows/${w.id}`, { dateFrom: '2026-12-10', dateTo: '2026-12-01' }, { silent: true }),
      'badRequest',
      /не может быть раньше начала/,
    )
  })

  it('a student is refused by the server (403)', async () => {
    renderScreen({ pattern: '/Plans/ChoiceDisciplines', path: '/Plans/ChoiceDisciplines', userID: 1 })
    await screen.findByRole('heading', { name: choiceTexts.title }, slow)
    await rejects(http.get(`${BASE}/Windows`, undefined, { silent: true }), 'forbidden', /./)
  })
})
