import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/db'
import { achieveTexts } from '@/texts/ru/achieve'
import AppOrderingScreen from '@/screens/achieve/app-ordering-screen'
import ApplicationScreen from '@/screens/achieve/application-screen'
import { renderScreen } from '../render-screen'

const t = achieveTexts.app
const STUDENT = 1
const PROCESSOR = 26 // 'ОбработкаЗаявлений-Деканат', '-Декан'

/** The screens these tests open, at their route-table patterns (one is mounted by the path). */
const ROUTES = [
  { pattern: '/StudentApplication/Ordering', screen: AppOrderingScreen },
  { pattern: '/StudentApplication/Application/:applicationID', screen: ApplicationScreen },
  { pattern: '/StudentApplication/List' },
]
function openAs(userID: number, path: string) {
  const [first, ...also] = ROUTES
  return renderScreen({ path, ...first, also, userID })
}
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`))

/** A server round trip: on CI's 2 busy cores it can take longer than findBy's default second. */
const ANSWER = { timeout: 15_000 }

describe('student application screens', { timeout: 40_000 }, () => {
  it('a student sees the rules and the kind’s route, files an application and sees its first stage', async () => {
    const user = userEvent.setup()
    openAs(STUDENT, '/StudentApplication/Ordering')
    const list = await screen.findByRole('table', { name: t.myList }, { timeout: 15_000 })
    expect(within(list).getAllByRole('row')).toHaveLength(1 + 3)
    await user.type(field(t.text), '   ')
    await user.click(screen.getByRole('button', { name: t.file }))
    expect(await screen.findByText(t.errors.kindRequired)).toBeVisible()
    expect(screen.getByText(t.errors.textRequired)).toBeVisible()
    const label = screen.getByText((_, el) => el?.tagName === 'LABEL' && /^Вид заявления/.test(el.textContent ?? ''))
    await user.click(document.getElementById((label as HTMLLabelElement).htmlFor)!.closest('.p-dropdown')!)
    await user.click(await screen.findByRole('option', { name: 'Заявление на академический отпуск', hidden: true }))
    expect(await screen.findByText(`${t.route}: Деканат → Декан → Проректор по учебной работе`)).toBeVisible()
    await user.clear(field(t.text))
    await user.type(field(t.text), 'Прошу предоставить академический отпуск')
    await user.click(screen.getByRole('button', { name: t.file }))
    const saved = await screen.findByText(new RegExp(`^${t.filed}: № \\d+$`), {}, ANSWER)
    const id = Number(saved.textContent!.split(' ').pop())
    expect(db.application.findFirst({ where: { id: { equals: id } } })).toMatchObject({
      kindID: 2,
      status: 'review',
      stageIndex: 0,
      studentID: STUDENT,
    })
    const first = within(list).getAllByRole('row')[1]
    expect(within(first).getByRole('link', { name: `${t.open}: № ${id}` })).toBeVisible()
    const stages = within(first).getByRole('list', { name: `${t.steps}: № ${id}` })
    const items = within(stages).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      '1. Деканатна рассмотрении',
      '2. Деканожидает',
      '3. Проректор по учебной работеожидает',
    ])
    expect(items[0]).toHaveAttribute('aria-current', 'step')
    expect(field(t.text)).toHaveValue('')
  })

  it('the dean’s office returns an application with a remark; the student corrects it and it is back at the stage', async () => {
    const target = db.application
      .getAll()
      .find((a) => a.status === 'review' && a.stageIndex === 0 && [1, 2, 3, 4].includes(a.kindID))!
    const user = userEvent.setup()
    const first = openAs(PROCESSOR, `/StudentApplication/Application/${target.id}`)
    const decide = await screen.findByRole('group', { name: t.yourTurn }, { timeout: 15_000 })
    await user.click(within(decide).getByRole('button', { name: t.returnApp }))
    await user.click(within(decide).getByRole('button', { name: t.returnApp }))
    expect(await within(decide).findByText(t.errors.remarkRequired)).toBeVisible()
    await user.type(within(decide).getByLabelText(new RegExp(t.remark)), 'Приложите справку из поликлиники')
    await user.click(within(decide).getByRole('button', { name: t.returnApp }))
    expect(await screen.findByText(t.done.return, {}, ANSWER)).toBeVisible()
    expect(screen.queryByRole('group', { name: t.yourTurn })).toBeNull()
    expect(db.application.findFirst({ where: { id: { equals: target.id } } })?.status).toBe('returned')
    first.unmount()

    // the student (the owner) sees the stage and the remark, corrects the text and files it again
    db.application.update({ where: { id: { equals: target.id } }, data: { studentID: STUDENT } })
    openAs(STUDENT, `/StudentApplication/Application/${target.id}`)
    const history = await screen.findByRole('table', { name: t.history }, { timeout: 15_000 })
    expect(history).toHaveTextContent(`${t.actions.returned} (Деканат)`)
    expect(history).toHaveTextContent('Приложите справку из поликлиники')
    const stages = screen.getByRole('list', { name: `${t.steps}: № ${target.id}` })
    expect(within(stages).getAllByRole('listitem')[0]).toHaveTextContent(`Деканат${t.stageStates.returned}`)
    const text = screen.getByLabelText(new RegExp(`^${t.text}`))
    await user.clear(text)
    await user.click(screen.getByRole('button', { name: t.resubmit }))
    expect(await screen.findByText(t.errors.textRequired)).toBeVisible()
    await user.type(text, 'Справка из поликлиники приложена')
    await user.click(screen.getByRole('button', { name: t.resubmit }))
    expect(await screen.findByText(t.done.resubmit, {}, ANSWER)).toBeVisible()
    await waitFor(() =>
      expect(within(stages).getAllByRole('listitem')[0]).toHaveTextContent(`Деканат${t.stageStates.current}`),
    )
    expect(db.application.findFirst({ where: { id: { equals: target.id } } })).toMatchObject({
      status: 'review',
      text: 'Справка из поликлиники приложена',
    })
  })

  it('the processing list shows the applications of the user’s stages, each opening its page', async () => {
    const user = userEvent.setup()
    openAs(PROCESSOR, '/StudentApplication/List')
    expect(await screen.findByRole('heading', { name: t.listTitle, level: 1 }, { timeout: 15_000 })).toBeVisible()
    const links = await screen.findAllByRole('link', { name: /^\d+$/ }, { timeout: 15_000 })
    expect(links.length).toBeGreaterThan(3)
    await user.click(links[0])
    expect(
      await screen.findByRole('heading', { name: new RegExp(`^${t.title} № ${links[0].textContent}:`) }),
    ).toBeVisible()
  })
})
