import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/db'
import { contestTexts } from '@/texts/ru/contests'
import ContestJudgingScreen from '@/screens/achieve/contest-judging-screen'
import { renderScreen } from '../render-screen'

const t = contestTexts
const TEACHER = 8
const DEAN = 9
const ANSWER = { timeout: 15_000 }
const PATTERN = { pattern: '/Contests/JudgingContest/:contestID', screen: ContestJudgingScreen }
const card = (title: string) => screen.getByRole('region', { name: new RegExp(title) })
const mark = (within_: HTMLElement, criterion: string) => within(within_).getByLabelText(new RegExp(`^${criterion}`))

describe('judging a contest', { timeout: 40_000 }, () => {
  it('a judge sees every application; an out-of-range mark is named and nothing is sent; valid marks are saved', async () => {
    const user = userEvent.setup()
    renderScreen({ path: '/Contests/JudgingContest/4', ...PATTERN, userID: TEACHER })
    await screen.findByRole('heading', { name: t.judging.heading }, ANSWER)
    const first = await screen.findByRole('region', { name: /^1\. / }, ANSWER)
    expect(screen.getAllByRole('region', { name: /^\d\. / })).toHaveLength(3)
    expect(within(first).getByText(t.judging.notMarked)).toBeVisible()
    await user.type(mark(first, 'Актуальность темы'), '12')
    await user.type(mark(first, 'Научная новизна'), '7')
    await user.click(within(first).getByRole('button', { name: t.judging.save }))
    expect(await within(first).findByText('Оценка от 0 до 10')).toBeVisible()
    expect(within(first).getByText(t.errors.markRequired)).toBeVisible()
    expect(
      db.contestMark.findMany({ where: { judgeID: { equals: TEACHER }, competitionID: { equals: 4 } } }),
    ).toHaveLength(0)
    await user.clear(mark(first, 'Актуальность темы'))
    await user.type(mark(first, 'Актуальность темы'), '9')
    await user.type(mark(first, 'Качество оформления'), '4')
    await user.click(within(first).getByRole('button', { name: t.judging.save }))
    expect(await screen.findByText(t.judging.saved, {}, ANSWER)).toBeVisible()
    const saved = screen.getByRole('region', { name: /^1\. / })
    expect(within(saved).getByText(`${t.judging.marked}: ${t.judging.total} 20`)).toBeVisible()
    expect(mark(saved, 'Актуальность темы')).toHaveValue('9')
    const rows = db.contestMark.findMany({ where: { judgeID: { equals: TEACHER }, competitionID: { equals: 4 } } })
    expect(rows.map((r) => r.mark).sort()).toEqual([4, 7, 9])
  })

  it('a judge removed from the jury meanwhile gets the server’s refusal beside the form, marks kept', async () => {
    const user = userEvent.setup()
    renderScreen({ path: '/Contests/JudgingContest/4', ...PATTERN, userID: TEACHER })
    const first = await screen.findByRole('region', { name: /^1\. / }, ANSWER)
    await user.type(mark(first, 'Актуальность темы'), '5')
    await user.type(mark(first, 'Научная новизна'), '5')
    await user.type(mark(first, 'Качество оформления'), '5')
    db.contestInfo.update({ where: { competitionID: { equals: 4 } }, data: { juryIDs: [16] } })
    await user.click(within(first).getByRole('button', { name: t.judging.save }))
    expect(await within(first).findByText(t.server.notJury, {}, ANSWER)).toBeVisible()
    expect(mark(first, 'Качество оформления')).toHaveValue('5')
    expect(card('^1\\. ')).toBeVisible()
  })

  it('someone outside the jury is told so and sees no forms', async () => {
    renderScreen({ path: '/Contests/JudgingContest/4', ...PATTERN, userID: DEAN })
    expect(await screen.findByText(t.judging.notJury, {}, ANSWER)).toBeVisible()
    expect(screen.queryByRole('button', { name: t.judging.save })).toBeNull()
  })
})
