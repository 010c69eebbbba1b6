import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import { nirNewsTexts as t } from '@/texts/ru/nir-news'
import { NEWS_SCIENCE_LINK_MAX, NEWS_SCIENCE_TEXT_MAX, NEWS_SCIENCE_TITLE_MAX } from '@/lib/constants/nir'

/**
 * Science news (spec 1 §2 «Science»: /NewsScience/NewsScience, NewsScienceAdd, NewsEdit/{newsID?}). Everyone
 * signed in reads the feed (newest first, by pages); the science admin and the MIC staff add, edit and
 * delete. The form's schema is reused by the mock handler, so both refuse the same input the same way.
 */
const LINK = /^https?:\/\/[^\s<>"]+$/i

export const newsFormSchema = v.object({
  title: v.pipe(visibleText(t.required.title), v.maxLength(NEWS_SCIENCE_TITLE_MAX, t.tooLong(NEWS_SCIENCE_TITLE_MAX))),
  text: v.pipe(visibleText(t.required.text), v.maxLength(NEWS_SCIENCE_TEXT_MAX, t.tooLong(NEWS_SCIENCE_TEXT_MAX))),
  date: v.pipe(
    v.nullable(v.string(t.required.date)),
    v.check((d) => d !== null && /^\d{4}-\d{2}-\d{2}$/.test(d), t.required.date),
    v.transform((d) => d as string),
  ),
  link: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => s.trim()),
    v.maxLength(NEWS_SCIENCE_LINK_MAX, t.tooLong(NEWS_SCIENCE_LINK_MAX)),
    v.check((s) => s === '' || LINK.test(s), t.badLink),
  ),
})
export type NewsFormInput = v.InferInput<typeof newsFormSchema>
export type NewsValues = v.InferOutput<typeof newsFormSchema>
/** What the server receives: the form's values and the item's id (null for a new one). */
export const newsBodySchema = v.object({ newsID: v.nullable(v.number()), ...newsFormSchema.entries })
export type NewsBody = v.InferInput<typeof newsBodySchema>

export const newsSchema = v.object({
  newsID: v.number(),
  title: v.string(),
  text: v.string(),
  /** yyyy-mm-dd */
  date: v.string(),
  link: v.string(),
  author: v.string(),
})
export type News = v.InferOutput<typeof newsSchema>
export const newsPageSchema = v.object({ items: v.array(newsSchema), total: v.number(), page: v.number() })
export type NewsPage = v.InferOutput<typeof newsPageSchema>

function data<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  return parseAnswer(stateEnvelope(schema), answer).data as v.InferOutput<S>
}

/** One page of the feed (1-based), newest first. */
export const getNewsPage = async (page: number, o?: RequestOptions) =>
  data(newsPageSchema, await http.get('/NewsScience/Get/List', { page }, o))
export const getNews = async (newsID: number, o?: RequestOptions) =>
  data(newsSchema, await http.get('/NewsScience/Get/News', { newsID }, o))
/** Adds (newsID null) or changes an item; answers the stored item. */
export const saveNews = async (newsID: number | null, values: NewsValues, o?: RequestOptions) =>
  data(newsSchema, await http.post('/NewsScience/Set/News', { newsID, ...values } satisfies NewsBody, o))
export const deleteNews = async (newsID: number, o?: RequestOptions) => {
  await http.delete('/NewsScience/Delete/News', { newsID }, o)
}
