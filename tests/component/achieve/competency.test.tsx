import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { COMPETENCY_AREAS, competencyTexts } from '@/texts/ru/competency'
import { renderScreen } from '../render-screen'

const t = competencyTexts
const TEACHER = 8
const HEAD = 2
const ADMIN = 7
const wait = { timeout: 15_000 }
const ALL = COMPETENCY_AREAS.flatMap((a) => a.competences.map(([, name]) => name))

describe('teacher competency screens', { timeout: 60_000 }, () => {
  it('a teacher is told to rate every competence, keeps the form through a refused save, then submits it read-only', async () => {
    let refusing = true
    server.use(http.post('*/api/Teacher/Competency', () => (refusing ? failure(500, 'Сбой') : undefined)))
    const user = userEvent.setup()
    renderScreen({ pattern: '/Teacher/competency', path: '/Teacher/competency', userID: TEACHER })
    const first = await screen.findByRole('group', { name: ALL[0] }, wait)
    await user.click(within(first).getByLabelText('4 — Продвинутый'))
    await user.type(screen.getByLabelText(t.self.comment(COMPETENCY_AREAS[0].name)), 'Курс по СДО')
    await user.click(screen.getByRole('button', { name: t.self.submit }))
    expect(await screen.findByText(t.errors.rateAll(ALL.length - 1))).toBeVisible()
    expect(screen.getAllByText(t.errors.rateEach)).toHaveLength(ALL.length - 1)
    await user.click(screen.getByRole('button', { name: t.self.saveDraft }))
    expect(await screen.findByText(t.errors.saveFailed)).toBeVisible()
    expect(within(first).getByLabelText('4 — Продвинутый')).toBeChecked()
    expect(screen.getByLabelText(t.self.comment(COMPETENCY_AREAS[0].name))).toHaveValue('Курс по СДО')
    refusing = false
    for (const name of ALL.slice(1))
      fireEvent.click(within(screen.getByRole('group', { name })).getByLabelText('3 — Уверенный'))
    await user.click(screen.getByRole('button', { name: t.self.submit }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }))
    expect(await screen.findByText(t.self.sent, {}, wait)).toBeVisible()
    expect(await screen.findByText(/Оценка отправлена .+только для просмотра/, {}, wait)).toBeVisible()
    expect(screen.queryByRole('button', { name: t.self.submit })).toBeNull()
    expect(screen.getByText('Курс по СДО')).toBeVisible()
  })

  it('a head opens a teacher’s assessment in the list; a failed statistics load offers «Повторить»', async () => {
    const user = userEvent.setup()
    const { unmount } = renderScreen({
      pattern: '/TeacherCompetencyAssessment/TeacherList',
      path: '/TeacherCompetencyAssessment/TeacherList',
      userID: HEAD,
    })
    const table = await screen.findByRole('table', { name: t.list.title }, wait)
    expect(await within(table).findAllByText(t.statuses.submitted, {}, wait)).not.toHaveLength(0)
    unmount()
    let failing = true
    server.use(http.get('*/api/TeacherCompetencyAssessment/Stat', () => (failing ? failure(500, 'Сбой') : undefined)))
    renderScreen({
      pattern: '/TeacherCompetencyAssessment/Stat',
      path: '/TeacherCompetencyAssessment/Stat',
      userID: ADMIN,
    })
    await user.click(await screen.findByRole('button', { name: t.retry }, wait))
    failing = false
    await user.click(await screen.findByRole('button', { name: t.retry }, wait))
    const stat = await screen.findByRole('table', { name: /Средний балл по кафедрам/ }, wait)
    expect(within(stat).getByRole('rowheader', { name: t.stat.overall })).toBeVisible()
    expect(screen.getByRole('figure', { name: t.stat.chart })).toBeVisible()
  })
})
