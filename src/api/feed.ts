import * as v from 'valibot'
import { http, parseAnswer, type RequestOptions } from './http'

export const feedItemSchema = v.object({
  feedID: v.number(),
  categoryID: v.number(),
  title: v.string(),
  text: v.string(),
  fullDate: v.string(),
  href: v.nullable(v.string()),
  isNew: v.optional(v.boolean(), false),
})
export type FeedItem = v.InferOutput<typeof feedItemSchema>

export const feedCategorySchema = v.object({ categoryID: v.number(), name: v.string(), icon: v.string() })
export type FeedCategory = v.InferOutput<typeof feedCategorySchema>

export const feedSchema = v.object({ feed: v.array(feedItemSchema), categories: v.array(feedCategorySchema) })
export type Feed = v.InferOutput<typeof feedSchema>

export async function loadFeed(
  query: { userID?: number; startDate?: string } = {},
  options: RequestOptions = {},
): Promise<Feed> {
  return parseAnswer(feedSchema, await http.get('/Feed', query, options))
}
