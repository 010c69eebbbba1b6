import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { db, issueToken, server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { ApiError } from '@/api/errors'
import { saveNews } from '@/api/nir-news'
import { nirNewsTexts as t } from '@/texts/ru/nir-news'
import { renderScreen } from '../render-screen'

const ADMIN = 7
const TEACHER = 8
const ADD = '/NewsScience/NewsScienceAdd/'
const EDIT = '/NewsScience/NewsEdit/:newsID?'
const wait = { timeout: 15_000 }
const field = (label: string) => screen.getByLabelText(new RegExp(label.replace(/[()]/g, '.')))

describe(
  'science news add and edit (/NewsScience/NewsScienceAdd/, /NewsScience/NewsEdit/{newsID?})',
  { timeout: 60_000 },
  () => {
    it('says what is missing, keeps the typing after a refusal (400), then adds the item', async () => {
      const user = userEvent.setup()
      renderScreen({ pattern: ADD, path: ADD, userID: ADMIN })
      expect(await screen.findByRole('heading', { level: 1, name: t.addTitle }, wait)).toBeVisible()
      await user.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText(t.required.title)).toBeInTheDocument()
      expect(screen.getByText(t.required.text)).toBeInTheDocument()

      await user.type(field(t.title), 'Стартовал конкурс «УМНИК»')
      await user.type(field(t.text), 'Заявки принимаются до 1 декабря.')
      await user.type(field(t.link), 'ftp://example.ru')
      await user.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText(t.badLink)).toBeInTheDocument()
      await user.clear(field(t.link))
      await user.type(field(t.link), 'https://umnik.fasie.ru')

      server.use(http.post('*/api/NewsScience/Set/News', () => failure(400, 'Такая новость уже есть'), { once: true }))
      await user.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText('Такая новость уже есть', {}, wait)).toBeInTheDocument()
      expect(field(t.title)).toHaveValue('Стартовал конкурс «УМНИК»')
      expect(field(t.text)).toHaveValue('Заявки принимаются до 1 декабря.')

      await user.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText(t.saved, {}, wait)).toBeInTheDocument()
      const stored = db.scienceNews.findFirst({ where: { title: { equals: 'Стартовал конкурс «УМНИК»' } } })!
      expect(stored).toMatchObject({ link: 'https://umnik.fasie.ru', author: 'Орлов Игорь Владимирович' })
      expect(field(t.title)).toHaveValue('Стартовал конкурс «УМНИК»')
    })

    it('edits item 2 and deletes it after the confirmation', async () => {
      const user = userEvent.setup()
      renderScreen({ pattern: EDIT, path: '/NewsScience/NewsEdit/2', userID: ADMIN })
      expect(await screen.findByDisplayValue('Итоги конкурса научных работ студентов', {}, wait)).toBeInTheDocument()
      await user.clear(field(t.title))
      await user.type(field(t.title), 'Итоги конкурса студенческих работ')
      await user.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText(t.saved, {}, wait)).toBeInTheDocument()
      expect(db.scienceNews.findFirst({ where: { newsID: { equals: 2 } } })?.title).toBe(
        'Итоги конкурса студенческих работ',
      )

      await user.click(screen.getByRole('button', { name: t.remove }))
      await user.click(await screen.findByRole('button', { name: 'Нет' }))
      expect(db.scienceNews.findFirst({ where: { newsID: { equals: 2 } } })).not.toBeNull()
      await user.click(screen.getByRole('button', { name: t.remove }))
      await user.click(await screen.findByRole('button', { name: 'Да' }))
      expect(await screen.findByText(t.removed, {}, wait)).toBeInTheDocument()
      expect(db.scienceNews.findFirst({ where: { newsID: { equals: 2 } } })).toBeNull()
    })

    it('a server refusal (403) or failure (500) on save keeps the form', async () => {
      const user = userEvent.setup()
      server.use(http.post('*/api/NewsScience/Set/News', () => failure(403, 'Доступ запрещён'), { once: true }))
      renderScreen({ pattern: EDIT, path: '/NewsScience/NewsEdit/3', userID: ADMIN })
      await screen.findByDisplayValue('Семинар «Как опубликоваться в журналах Scopus»', {}, wait)
      await user.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText(t.errors.forbidden, {}, wait)).toBeInTheDocument()
      server.use(http.post('*/api/NewsScience/Set/News', () => failure(500, 'Сбой'), { once: true }))
      await user.click(screen.getByRole('button', { name: t.save }))
      expect(await screen.findByText(t.errors.failed, {}, wait)).toBeInTheDocument()
      expect(field(t.title)).toHaveValue('Семинар «Как опубликоваться в журналах Scopus»')
    })

    it('an unknown item says so; the server refuses a teacher (403) and a guest (401)', async () => {
      renderScreen({ pattern: EDIT, path: '/NewsScience/NewsEdit/999', userID: ADMIN })
      expect(await screen.findByText(t.errors.notFound, {}, wait)).toBeInTheDocument()
      const values = { title: 'Новость', text: 'Текст', date: '2026-11-26', link: '' }
      document.cookie = `authToken=${issueToken(TEACHER)}; path=/`
      await expect(saveNews(null, values, { silent: true })).rejects.toSatisfy(
        (e) => e instanceof ApiError && e.code === 'forbidden',
      )
      document.cookie = 'authToken=; Max-Age=0; path=/'
      await expect(saveNews(null, values, { silent: true })).rejects.toSatisfy(
        (e) => e instanceof ApiError && e.code === 'unauthorized',
      )
    })
  },
)
