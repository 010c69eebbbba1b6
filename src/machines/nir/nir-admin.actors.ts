import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/nir-admin'
import { findPrepods, type Prepod } from '@/api/nir'

/** The research admin's requests; silent: each screen shows its own refusal next to what failed. */
export const loadAdminWorks = fromPromise<api.AdminList>(({ signal }) => api.getAdminWorks({ signal, silent: true }))
export const saveAdminWork = fromPromise<api.AdminWork, api.AdminEdit>(({ input, signal }) =>
  api.saveAdminWork(input, { signal, silent: true }),
)
export const loadRecount = fromPromise<api.RecountState>(({ signal }) => api.getRecount({ signal, silent: true }))
export const runRecount = fromPromise<api.RecountEntry, { year: number | null }>(({ input, signal }) =>
  api.recountPoints(input.year, { signal, silent: true }),
)
export const searchPrepods = fromPromise<Prepod[], { text: string }>(({ input, signal }) =>
  findPrepods(input.text, { signal, silent: true }),
)
export const loadAuthorWorks = fromPromise<api.AuthorWorks, { authorID: number }>(({ input, signal }) =>
  api.getAuthorWorks(input.authorID, { signal, silent: true }),
)
export const assignWorks = fromPromise<number, api.AssignBody>(({ input, signal }) =>
  api.assignWorks(input, { signal, silent: true }),
)
export const loadIprTest = fromPromise<api.IprTest>(({ signal }) => api.getIprTest({ signal, silent: true }))
export const checkHosts = fromPromise<api.HostCheck[], { host: string | null }>(({ input, signal }) =>
  api.checkHosts(input.host, { signal, silent: true }),
)
