import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { createQuestionnaire, sectionsOf, type Question } from '@/api/admin-questionnaires'
import { ApiError } from '@/api/errors'
import { QUESTION_SECTION_MAX } from '@/lib/constants/admin'
import { adminTexts as t } from '@/texts/ru/admin'
import QuestionaryScreen from '@/screens/admin/questionary-screen'
import QuestionnaireBuilderScreen from '@/screens/admin/questionnaire-builder-screen'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const STUDENT = 1
const LONG = { timeout: 30_000 }
const q = (id: number, section?: string): Question => ({
  id,
  text: `Вопрос ${id}`,
  kind: 'text',
  required: false,
  options: [],
  scaleMax: 0,
  section,
})

describe('questionnaire sections', { timeout: 60_000 }, () => {
  it('groups consecutive questions by their section name, in order, numbering throughout', () => {
    const groups = sectionsOf([q(1, 'Занятия'), q(2, 'Занятия'), q(3), q(4, 'Итоги'), q(5, ' Итоги ')])
    expect(groups.map((g) => [g.title, g.items.map((i) => i.index + 1)])).toEqual([
      ['Занятия', [1, 2]],
      ['', [3]],
      ['Итоги', [4, 5]],
    ])
  })

  it('a respondent answers by section: each named section is a group with its questions', async () => {
    renderScreen({
      path: '/Questionnaires/Questionary/1',
      pattern: '/Questionnaires/Questionary/:questionaryID',
      screen: QuestionaryScreen,
      userID: STUDENT,
    })
    const lessons = await screen.findByRole('region', { name: 'Занятия' }, LONG)
    expect(within(lessons).getByRole('radiogroup', { name: /Как вы оцениваете качество занятий/ })).toBeInTheDocument()
    const preparation = screen.getByRole('region', { name: 'Подготовка' })
    expect(within(preparation).getByRole('group', { name: /3\. Чем вы пользуетесь/ })).toBeInTheDocument()
    expect(within(preparation).queryByRole('radiogroup', { name: /качество занятий/ })).toBeNull()
  })

  it('the builder gives each question a section; a new question continues the last section', async () => {
    const user = userEvent.setup()
    renderScreen({
      path: '/Questionnaires/CreateForm',
      pattern: '/Questionnaires/CreateForm/:questionaryID?',
      screen: QuestionnaireBuilderScreen,
      userID: ADMIN,
    })
    const first = await screen.findByLabelText(`${t.qQuestionN(1)}: ${t.qSection}`, {}, LONG)
    await user.type(first, 'О преподавателях')
    await user.click(screen.getByRole('button', { name: t.qAddQuestion }))
    expect(screen.getByLabelText(`${t.qQuestionN(2)}: ${t.qSection}`)).toHaveValue('О преподавателях')
  })

  it('the server stores the sections and refuses a too long one in Russian (400)', async () => {
    document.cookie = `authToken=${issueToken(ADMIN)}; path=/`
    const body = {
      title: 'Анкета с разделами',
      description: '',
      roleIDs: [1],
      from: '2030-01-01',
      to: '2030-02-01',
      anonymous: false,
      questions: [
        {
          text: 'Что понравилось?',
          kind: 'text' as const,
          required: false,
          options: '',
          scaleMax: null,
          section: 'Итоги',
        },
      ],
    }
    const created = await createQuestionnaire(body, { silent: true })
    const stored = db.questionnaire.findFirst({ where: { id: { equals: created.id } } })!
    expect((JSON.parse(stored.questions) as Question[])[0].section).toBe('Итоги')
    const long = { ...body, questions: [{ ...body.questions[0], section: 'р'.repeat(QUESTION_SECTION_MAX + 1) }] }
    await expect(createQuestionnaire(long as never, { silent: true })).rejects.toSatisfy(
      (e) =>
        e instanceof ApiError && e.code === 'badRequest' && e.serverMessage === t.qSectionTooLong(QUESTION_SECTION_MAX),
    )
  })
})
