import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderScreen } from '../render-screen'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { formatRuDate } from '@/lib/dates'
import { acquaintanceTexts as t } from '@/texts/ru/schoolx-programme'

const STUDENT = -101
const ADMIN = 21
const slow = { timeout: 15_000 }
const route = { pattern: '/SchoolX/acquaintance/:userID?' }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('«Школа Х» acquaintance questionnaire', { timeout: 40_000 }, () => {
  it('the participant fills her questionnaire: blank answers are named, a refusal keeps the text, a save stores it', async () => {
    const user = userEvent.setup()
    renderScreen({ ...route, path: '/SchoolX/acquaintance', userID: STUDENT })
    expect(await screen.findByText(t.notFilled, {}, slow)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.server.about)).toBeInTheDocument()
    expect(screen.getByText(t.server.expectations)).toBeInTheDocument()
    await user.click(screen.getByRole('textbox', { name: t.about }))
    await user.paste('Учусь в 9 классе, люблю физику.')
    await user.click(screen.getByRole('textbox', { name: t.interests }))
    await user.paste('Робототехника')
    await user.click(screen.getByRole('textbox', { name: t.expectations }))
    await user.paste('Сделать свой проект')

    server.use(http.put('*/api/SchoolX/Acquaintance', () => failure(400, 'Анкета закрыта'), { once: true }))
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText('Анкета закрыта', {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: t.interests })).toHaveValue('Робототехника')

    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved, {}, slow)).toBeInTheDocument()
    expect(screen.getByText(t.filledOn(formatRuDate('2026-11-24')))).toBeInTheDocument()
    expect(db.schoolxAcquaintance.findFirst({ where: { userID: { equals: STUDENT } } })?.interests).toBe(
      'Робототехника',
    )
  })

  it('the organiser reads a participant’s questionnaire without editing; a participant cannot open someone else’s', async () => {
    const filled = db.schoolxAcquaintance.getAll()[0]
    const view = renderScreen({ ...route, path: `/SchoolX/acquaintance/${filled.userID}`, userID: ADMIN })
    expect(await screen.findByRole('textbox', { name: t.about }, slow)).toHaveValue(filled.about)
    expect(screen.getByRole('textbox', { name: t.about })).toBeDisabled()
    expect(screen.queryByRole('button', { name: t.save })).toBeNull()
    view.unmount()
    renderScreen({ ...route, path: `/SchoolX/acquaintance/${filled.userID}`, userID: STUDENT })
    expect(await screen.findByText(t.unavailable, {}, slow)).toBeInTheDocument()
  })
})
