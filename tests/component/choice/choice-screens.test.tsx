import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import ChoiceDisciplinesScreen from '@/screens/choice/choice-disciplines-screen'
import ChoiceStatScreen from '@/screens/choice/choice-stat-screen'
import { getChoice, getChoiceStat, saveChoice } from '@/api/choice'
import { ApiError } from '@/api/errors'
import { db, server } from '@/mocks/node'
import { choiceDay } from '@/mocks/seed/choice.seed'
import { choiceTexts as t } from '@/texts/ru/choice'
import { commonTexts } from '@/texts/ru/common'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const slow = { timeout: 15_000 }
const STUDENT = 1
const DEAN = 9
const TEACHER = 8
const openChoice = (userID = STUDENT) =>
  renderScreen({
    pattern: '/Plans/ChoiceDisciplines',
    screen: ChoiceDisciplinesScreen,
    path: '/Plans/ChoiceDisciplines',
    userID,
  })
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((a) => a.textContent ?? '')
    .join(' ')
const box = (name: string) => screen.getByRole('checkbox', { name })
const rejects = (p: Promise<unknown>, code: string) =>
  expect(p).rejects.toSatisfy((e) => e instanceof ApiError && e.code === code)

describe('elective disciplines choice', { timeout: 60_000 }, () => {
  it('the student ticks within each block’s limit; over the limit and a full discipline are refused; a save is confirmed and kept', async () => {
    const user = userEvent.setup()
    openChoice()
    expect(await screen.findByRole('heading', { name: t.title }, slow)).toBeVisible()
    expect(screen.getByText(/^Выбор открыт с /)).toBeVisible()
    await user.click(box('Компьютерное зрение'))
    expect(box('Компьютерное зрение')).toBeChecked()
    await user.click(box('Облачные вычисления'))
    expect(box('Облачные вычисления')).not.toBeChecked()
    expect(alertText()).toContain('В блоке «Дисциплины по выбору 1 (Б1.В.ДВ.01)» можно выбрать не больше: 1 дисциплину')
    await user.click(box('Разработка мобильных приложений'))
    expect(box('Разработка мобильных приложений')).not.toBeChecked()
    expect(alertText()).toContain('На дисциплину «Разработка мобильных приложений» мест больше нет')
    expect(screen.getByText(t.full)).toBeVisible()
    // incomplete: block 2 needs two
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(alertText()).toContain('нужно выбрать 2 дисциплины, выбрано: 0')
    await user.click(box('Информационная безопасность'))
    await user.click(box('Анализ больших данных'))
    await user.click(screen.getByRole('button', { name: t.save }))
    await user.click(await screen.findByRole('button', { name: commonTexts.yes }))
    expect(await screen.findByText(t.saved, {}, slow)).toBeVisible()
    const mine = db.choiceSelection.findMany({ where: { studentID: { equals: STUDENT } } })
    expect(mine).toHaveLength(3)
  })

  it('the server refuses a broken choice in Russian (400) and the screen shows its words; nothing ticked is lost', async () => {
    const user = userEvent.setup()
    // the server's own rule: over the limit
    const data = await getChoice({ silent: true }).catch(() => null)
    expect(data).toBeNull() // signed out here: 401
    await rejects(getChoice({ silent: true }), 'unauthorized')
    openChoice()
    await screen.findByRole('heading', { name: t.title }, slow)
    const ids = db.choiceBlock.getAll().filter((b) => b.facultyID === 1 && b.course === 3)
    await expect(
      saveChoice(
        {
          choices: [
            {
              blockID: ids[0].blockID,
              disciplineIDs: db.choiceDiscipline
                .findMany({ where: { blockID: { equals: ids[0].blockID } } })
                .map((d) => d.disciplineID),
            },
          ],
        },
        { silent: true },
      ),
    ).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.code === 'badRequest' && /не больше: 1 дисциплину/.test(e.message),
    )
    server.use(
      mswHttp.post('*/api/Plans/ChoiceDisciplines', () =>
        HttpResponse.json({ state: -1, msg: 'Выбор дисциплин закрыт' }, { status: 400 }),
      ),
    )
    await user.click(box('Компьютерное зрение'))
    await user.click(box('Информационная безопасность'))
    await user.click(box('Анализ больших данных'))
    await user.click(screen.getByRole('button', { name: t.save }))
    await user.click(await screen.findByRole('button', { name: commonTexts.yes }))
    await waitFor(() => expect(alertText()).toContain('Выбор дисциплин закрыт'))
    expect(box('Компьютерное зрение')).toBeChecked()
    expect(box('Анализ больших данных')).toBeChecked()
  })

  it('a closed window shows the saved choice read-only; a failed load (500) is retried', async () => {
    const user = userEvent.setup()
    const w = db.choiceWindow.getAll().find((x) => x.facultyID === 1 && x.course === 3)!
    db.choiceWindow.update({
      where: { id: { equals: w.id } },
      data: { dateFrom: choiceDay(-30), dateTo: choiceDay(-1) },
    })
    const block = db.choiceBlock.getAll().find((b) => b.facultyID === 1 && b.course === 3)!
    const first = db.choiceDiscipline.findMany({ where: { blockID: { equals: block.blockID } } })[0]
    db.choiceSelection.create({
      id: 9000,
      studentID: STUDENT,
      blockID: block.blockID,
      disciplineID: first.disciplineID,
    })
    let failing = true
    server.use(
      mswHttp.get('*/api/Plans/ChoiceDisciplines', () =>
        failing ? HttpResponse.json({ state: -1, msg: 'Сбой' }, { status: 500 }) : undefined,
      ),
    )
    openChoice()
    const retry = await screen.findByRole('button', { name: t.retry }, slow)
    failing = false
    await user.click(retry)
    expect(await screen.findByText(/^Выбор закрыт/, {}, slow)).toBeVisible()
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.getByText(first.name)).toBeVisible()
    expect(screen.queryByRole('button', { name: t.save })).toBeNull()
  })

  it('the dean’s statistics: by group, totals, who has not chosen, another course; others are refused (403 page and 403 answer)', async () => {
    const user = userEvent.setup()
    renderScreen({
      pattern: '/Plans/ChoiceDisciplinesStat',
      screen: ChoiceStatScreen,
      path: '/Plans/ChoiceDisciplinesStat',
      userID: DEAN,
    })
    const table = await screen.findByRole('region', { name: t.stat.table('Дисциплины по выбору 2 (Б1.В.ДВ.02)') }, slow)
    const full = within(table).getByRole('row', { name: /Разработка мобильных приложений/ })
    const cells = within(full)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    // every chooser took the last discipline of block 2: total equals seats
    expect(cells[cells.length - 2]).toBe(cells[cells.length - 1])
    expect(screen.getByRole('img', { name: t.stat.chart('Дисциплины по выбору 1 (Б1.В.ДВ.01)') })).toBeInTheDocument()
    const waiting = screen.getByRole('region', { name: t.stat.notChosenTable })
    expect(within(waiting).getByRole('rowheader', { name: 'Соколова Анна Игоревна' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.stat.export })).toBeEnabled()
    await chooseOption(user, screen.getByRole('combobox', { name: t.stat.course }), '1 курс')
    expect(await screen.findByText(t.stat.noBlocks, {}, slow)).toBeVisible()
    await rejects(
      getChoiceStat({ facultyID: 1, course: 3 }, { silent: true }).then(() => {
        document.cookie = 'authToken=; Max-Age=0; path=/'
        return getChoiceStat({ facultyID: 1, course: 3 }, { silent: true })
      }),
      'unauthorized',
    )
  })

  it('a student or a teacher cannot open the statistics; the server answers 403 to a student', async () => {
    renderScreen({
      pattern: '/Plans/ChoiceDisciplinesStat',
      screen: ChoiceStatScreen,
      path: '/Plans/ChoiceDisciplinesStat',
      userID: TEACHER,
    })
    expect(await screen.findByRole('heading', { name: /доступ/i }, slow)).toBeVisible()
    openChoice(STUDENT)
    await screen.findByRole('heading', { name: t.title }, slow)
    await rejects(getChoiceStat({ facultyID: 1, course: 3 }, { silent: true }), 'forbidden')
  })
})
