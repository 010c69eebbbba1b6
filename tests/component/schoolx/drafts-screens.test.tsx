import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderScreen } from '../render-screen'
import { db, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { schoolxProgrammeTexts } from '@/texts/ru/schoolx-programme'

const t = schoolxProgrammeTexts.drafts
const s = schoolxProgrammeTexts.server
const STUDENT = -101
const TEACHER = 23
const slow = { timeout: 15_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('«Школа Х» drafts: the participant’s journal and the staff list', { timeout: 40_000 }, () => {
  it('the participant reads the comment on her draft, writes a new one; a refusal keeps the text, a save stores it', async () => {
    const user = userEvent.setup()
    renderScreen({
      pattern: '/donstux/draft/PersonalityJournal/',
      path: '/donstux/draft/PersonalityJournal/',
      userID: STUDENT,
    })
    const mine = await screen.findByRole('list', { name: t.mine }, slow)
    const seeded = db.schoolxDraft.findMany({ where: { studentID: { equals: STUDENT } } })
    expect(within(mine).getAllByRole('button')).toHaveLength(seeded.length)
    const comment = db.schoolxDraftComment.findFirst({ where: { draftID: { equals: seeded[0].draftID } } })!
    expect(screen.getByRole('article')).toHaveTextContent(comment.text)

    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(s.draftTitle)).toBeInTheDocument()
    await user.click(screen.getByRole('textbox', { name: t.fieldTitle }))
    await user.paste('Итоги ноября')
    await user.click(screen.getByRole('textbox', { name: t.fieldText }))
    await user.paste('Закончила проект и выступила.')

    server.use(http.post('*/api/SchoolX/Drafts', () => failure(400, 'Сервер отказал: проверьте текст'), { once: true }))
    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText('Сервер отказал: проверьте текст', {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: t.fieldTitle })).toHaveValue('Итоги ноября')

    await user.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(t.saved)
    expect(screen.getByRole('button', { name: t.open('Итоги ноября') })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('article')).toHaveTextContent('Закончила проект и выступила.')
    expect(screen.getByRole('textbox', { name: t.fieldTitle })).toHaveValue('')
    expect(db.schoolxDraft.findFirst({ where: { title: { equals: 'Итоги ноября' } } })?.studentID).toBe(STUDENT)
  })

  it('a teacher opens a participant’s draft and comments; a 403 shows the server’s words and keeps the comment', async () => {
    const user = userEvent.setup()
    renderScreen({ pattern: '/donstux/Draft/List', path: '/donstux/Draft/List', userID: TEACHER })
    const list = await screen.findByRole('list', { name: t.listTitle }, slow)
    expect(within(list).getAllByRole('button')).toHaveLength(db.schoolxDraft.count())
    const target = db.schoolxDraft.findFirst({ where: { studentID: { equals: STUDENT } } })!
    await user.click(within(list).getByRole('button', { name: t.openBy(target.title, 'Фёдорова София Андреевна') }))
    expect(screen.getByRole('heading', { level: 2, name: target.title })).toBeInTheDocument()

    const box = screen.getByRole('textbox', { name: t.fieldComment })
    await user.click(box)
    await user.paste('Добавьте сроки к каждому шагу.')
    server.use(
      http.post('*/api/SchoolX/Drafts/:id/Comments', () => failure(403, s.onlyStaff), {
        once: true,
      }),
    )
    await user.click(screen.getByRole('button', { name: t.sendComment }))
    expect(await screen.findByText(s.onlyStaff, {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: t.fieldComment })).toHaveValue('Добавьте сроки к каждому шагу.')

    await user.click(screen.getByRole('button', { name: t.sendComment }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.commentSaved), slow)
    expect(screen.getByRole('article')).toHaveTextContent('Добавьте сроки к каждому шагу.')
    expect(screen.getByRole('article')).toHaveTextContent('Зайцев Тимур Сергеевич')
    const stored = db.schoolxDraftComment.findMany({ where: { draftID: { equals: target.draftID } } })
    expect(stored.map((c) => [c.authorID, c.text])).toContainEqual([TEACHER, 'Добавьте сроки к каждому шагу.'])
  })

  it('a failed load offers a retry that shows the drafts', async () => {
    const user = userEvent.setup()
    let broken = true
    server.use(http.get('*/api/SchoolX/Drafts', () => (broken ? failure(500, 'Ошибка') : undefined)))
    renderScreen({ pattern: '/SchoolX/PersonalityJournal', path: '/SchoolX/PersonalityJournal', userID: STUDENT })
    const retry = await screen.findByRole('button', { name: t.retry }, slow)
    broken = false
    await user.click(retry)
    expect(await screen.findByRole('list', { name: t.mine }, slow)).toBeInTheDocument()
  })
})
