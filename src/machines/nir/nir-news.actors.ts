import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/nir-news'

/** One page of the science news feed (silent: the screen reports a failure in place). */
export const loadNewsPage = fromPromise<api.NewsPage, { page: number }>(({ input, signal }) =>
  api.getNewsPage(input.page, { signal, silent: true }),
)
export const loadNews = fromPromise<api.News, { newsID: number }>(({ input, signal }) =>
  api.getNews(input.newsID, { signal, silent: true }),
)
/** Adds or changes an item (silent: the refusal shows above the form, with everything typed kept). */
export const saveNews = fromPromise<api.News, { newsID: number | null; values: api.NewsValues }>(({ input, signal }) =>
  api.saveNews(input.newsID, input.values, { signal, silent: true }),
)
export const removeNews = fromPromise<void, { newsID: number }>(({ input, signal }) =>
  api.deleteNews(input.newsID, { signal, silent: true }),
)
