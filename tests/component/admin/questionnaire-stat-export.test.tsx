import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { adminTexts as t } from '@/texts/ru/admin'
import { questionnaireShowTexts as s } from '@/texts/ru/questionnaire-show'
import QuestionnaireStatScreen from '@/screens/admin/questionnaire-stat-screen'
import { renderScreen } from '../render-screen'

const written = vi.hoisted(() => [] as { columns: { text: string }[]; rows: Record<string, string>[]; name: string }[])
vi.mock('@/ui/data-table/export-xlsx', () => ({
  exportXlsx: (columns: { text: string }[], rows: Record<string, string>[], _lists: unknown, name: string) => {
    written.push({ columns, rows, name })
    return Promise.resolve()
  },
}))

const ADMIN = 7
const LONG = { timeout: 30_000 }
const open = (path: string) =>
  renderScreen({ path, pattern: '/Questionnaires/Stat/:questionaryID', screen: QuestionnaireStatScreen, userID: ADMIN })

describe('questionnaire statistics: the answers as xlsx', { timeout: 60_000 }, () => {
  it('a named questionnaire exports a row per respondent with their names and the chosen options as text', async () => {
    const user = userEvent.setup()
    written.length = 0
    open('/Questionnaires/Stat/2')
    await user.click(await screen.findByRole('button', { name: t.qStatExport }, LONG))
    await waitFor(() => expect(written).toHaveLength(1))
    const [file] = written
    const answers = db.questionnaireAnswer.findMany({ where: { questionnaireID: { equals: 2 } } })
    expect(file.name).toBe('questionnaire-2-answers')
    expect(file.columns.map((c) => c.text).slice(0, 2)).toEqual([s.colRespondent, s.colDate])
    expect(file.rows).toHaveLength(answers.length)
    expect(file.rows[0].respondent).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ]/)
    expect(file.rows[0].date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
  })

  it('an anonymous questionnaire exports numbered respondents only; a refused export is said in Russian', async () => {
    const user = userEvent.setup()
    written.length = 0
    open('/Questionnaires/Stat/1')
    await user.click(await screen.findByRole('button', { name: t.qStatExport }, LONG))
    await waitFor(() => expect(written).toHaveLength(1))
    expect(written[0].rows[0].respondent).toBe(s.respondentNumber(1))
    expect(written[0].rows.every((r) => /^Респондент \d+$/.test(r.respondent))).toBe(true)
    // the single-choice column holds the option's label, not its index
    const single = written[0].columns.findIndex((c) => c.text.includes('Какой формат занятий'))
    expect(['Очно', 'Дистанционно', 'Смешанный', '']).toContain(written[0].rows[0][`q${single - 2}`])

    server.use(
      http.get(
        '*/api/Questionnaires/:id/AnswersTable',
        () => HttpResponse.json({ state: -1, msg: '' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    await user.click(screen.getByRole('button', { name: t.qStatExport }))
    expect(await screen.findByText(s.exportFailed)).toBeInTheDocument()
    expect(written).toHaveLength(1)
  })
})
