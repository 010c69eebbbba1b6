import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/nir-semestr'

export const loadNirsPage = fromPromise<api.NirsPage, { sid: number | null; sem: number | null }>(({ input, signal }) =>
  api.getNirsPage(input.sid, input.sem, { signal, silent: true }),
)
export const uploadNirsReport = fromPromise<api.NirsPage, { sem: number; values: api.ReportValues }>(
  ({ input, signal }) => api.uploadReport(input.sem, input.values, { signal, silent: true }),
)
export const markNirsReport = fromPromise<api.NirsPage, { sid: number; sem: number; mark: string }>(
  ({ input, signal }) => api.setNirsMark(input.sid, input.sem, input.mark, { signal, silent: true }),
)
export const loadNirsList = fromPromise<api.NirsRow[], { sem: number }>(({ input, signal }) =>
  api.getNirsList(input.sem, { signal, silent: true }),
)
