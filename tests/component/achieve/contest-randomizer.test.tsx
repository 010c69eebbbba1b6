import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/db'
import { seededOrder } from '@/lib/contest-ranking'
import { contestTexts } from '@/texts/ru/contests'
import ContestRandomizerScreen from '@/screens/achieve/contest-randomizer-screen'
import { renderScreen } from '../render-screen'

const t = contestTexts.draw
const ORGANISER = 16
const ANSWER = { timeout: 15_000 }
const PATTERN = { pattern: '/Contests/Randomizer/', screen: ContestRandomizerScreen }
const NAMES = ['Команда «Альфа»', 'Команда «Бета»', 'Команда «Гамма»', 'Команда «Дельта»']

async function draw(user: ReturnType<typeof userEvent.setup>, names: string[], seed: number) {
  const seedField = screen.getByLabelText(new RegExp(`^${t.seed}`))
  await user.clear(seedField)
  await user.type(seedField, String(seed))
  await user.type(screen.getByLabelText(new RegExp(`^${t.names.replace(/[()]/g, '\\$&')}`)), names.join('\n'))
  await user.click(screen.getByRole('button', { name: t.run }))
}

describe('the randomizer', { timeout: 40_000 }, () => {
  it('draws the seeded order visibly, names a too-short list, and saves the draw for a signed-in user', async () => {
    const user = userEvent.setup()
    renderScreen({ path: '/Contests/Randomizer/', ...PATTERN, userID: ORGANISER })
    expect(await screen.findByRole('table', {}, ANSWER)).toBeVisible()
    await draw(user, ['Одна команда'], 5)
    expect(await screen.findByText(contestTexts.errors.namesRequired)).toBeVisible()
    await user.clear(screen.getByLabelText(new RegExp(`^${t.names.replace(/[()]/g, '\\$&')}`)))
    await draw(user, NAMES, 2027)
    const order = await screen.findByRole('list', { name: `${t.order}, ${t.seed} 2027` })
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(seededOrder(NAMES, 2027))
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved, {}, ANSWER)).toBeVisible()
    const saved = db.contestDraw.getAll().find((d) => d.seed === 2027)!
    expect(JSON.parse(saved.order)).toEqual(seededOrder(NAMES, 2027))
    const history = within(screen.getByRole('region', { name: t.history })).getAllByRole('row')
    expect(within(history[1]!).getAllByRole('cell')[1]).toHaveTextContent('Романова Виктория Сергеевна')
  })

  it('a guest sees the saved draws and can draw, but saving asks to sign in', async () => {
    const user = userEvent.setup()
    renderScreen({ path: '/Contests/Randomizer/', ...PATTERN })
    const history = await screen.findByRole('region', { name: t.history }, ANSWER)
    expect(within(history).getAllByRole('row')).toHaveLength(2)
    await draw(user, NAMES, 7)
    await user.click(await screen.findByRole('button', { name: t.save }))
    expect(await screen.findByText(t.signInToSave, {}, ANSWER)).toBeVisible()
    expect(db.contestDraw.count()).toBe(1)
  })
})
