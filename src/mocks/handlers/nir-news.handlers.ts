import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, deleteRecord, nextId, updateRecord } from '../lib/store'
import { newsBodySchema, type News } from '@/api/nir-news'
import { NEWS_SCIENCE_EDITOR_ROLES, NEWS_SCIENCE_PAGE_SIZE } from '@/lib/constants/nir'
import { fioOf, int } from './nir-common'

type Row = NonNullable<ReturnType<typeof db.scienceNews.findFirst>>

const answer = (row: Row): News => ({
  newsID: row.newsID,
  title: row.title,
  text: row.text,
  date: row.date,
  link: row.link,
  author: row.author,
})
const find = (newsID: number) => db.scienceNews.findFirst({ where: { newsID: { equals: newsID } } })
/** Newest first; the same day: the later added first. */
const newestFirst = (a: Row, b: Row) => b.date.localeCompare(a.date) || b.newsID - a.newsID

/** Science news: everyone signed in reads; the science admin and the MIC staff write (403 for others). */
export const nirNewsHandlers: HttpHandler[] = [
  http.get('*/api/NewsScience/Get/List', ({ request }) => {
    requireUser(request)
    const raw = queryOf(request).get('page')
    const page = raw === null ? 1 : int(raw)
    if (page === null || page < 1) return badRequest('Параметр page должен быть положительным числом')
    const all = db.scienceNews.getAll().sort(newestFirst)
    const from = (page - 1) * NEWS_SCIENCE_PAGE_SIZE
    return ok({ items: all.slice(from, from + NEWS_SCIENCE_PAGE_SIZE).map(answer), total: all.length, page })
  }),
  http.get('*/api/NewsScience/Get/News', ({ request }) => {
    requireUser(request)
    const newsID = int(queryOf(request).get('newsID'))
    if (newsID === null) return badRequest('Параметр newsID должен быть числом')
    const row = find(newsID)
    return row ? ok(answer(row)) : notFound('Новость не найдена')
  }),
  http.post('*/api/NewsScience/Set/News', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...NEWS_SCIENCE_EDITOR_ROLES)
    const parsed = v.safeParse(newsBodySchema, await jsonBody<unknown>(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { newsID, ...fields } = parsed.output
    if (newsID === null) {
      const created = createRecord('scienceNews', {
        newsID: nextId('scienceNews', 'newsID'),
        ...fields,
        author: fioOf(user),
      })
      return ok(answer(created))
    }
    if (!find(newsID)) return notFound('Новость не найдена')
    const updated = updateRecord('scienceNews', 'newsID', newsID, fields)
    return updated ? ok(answer(updated)) : notFound('Новость не найдена')
  }),
  http.delete('*/api/NewsScience/Delete/News', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...NEWS_SCIENCE_EDITOR_ROLES)
    const newsID = int(queryOf(request).get('newsID'))
    if (newsID === null) return badRequest('Параметр newsID должен быть числом')
    if (!find(newsID)) return notFound('Новость не найдена')
    deleteRecord('scienceNews', 'newsID', newsID)
    return ok(null)
  }),
]
