import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/gia'
import type { Chairman, Competence, GiaProtocol, Student } from '@/api/gia'
import type { Keyed, Loaded } from './report-edit.types'

/** The GEK report's actors over the spec's calls (spec 2 §7 GEK report); each passes XState's abort signal. */

/** The UGSN list and the report; a new report also lists the reports it may import from. */
export const loadReport = fromPromise<Loaded, { protocolID: number | null }>(async ({ input, signal }) => {
  const [ugsns, loaded, others] = await Promise.all([
    api.getUgsn({ signal }),
    input.protocolID === null ? null : api.getReport(input.protocolID, { signal }),
    input.protocolID === null ? api.getDocuments({ signal, silent: true }).catch(() => []) : [],
  ])
  return { ugsns, allowConfirm: loaded?.allowConfirm ?? false, protocol: loaded?.protocol ?? null, others }
})

export const importReport = fromPromise<GiaProtocol, { protocolID: number }>(
  async ({ input, signal }) => (await api.getReport(input.protocolID, { signal })).protocol,
)

/** Silent: a refusal (403, the report is confirmed or not the secretary's) is shown on the form. */
export const saveReport = fromPromise<{ reportID: number }, GiaProtocol>(({ input, signal }) =>
  api.saveReport(input, { signal, silent: true }),
)

export const confirmReport = fromPromise<unknown, { protocolID: number; bestWorks: number[] }>(({ input, signal }) =>
  api.confirmStudents(
    input.bestWorks.length
      ? input.bestWorks.map((greatJob) => ({ protocolID: input.protocolID, greatJob }))
      : [{ protocolID: input.protocolID, greatJob: 0 }],
    { signal },
  ),
)

export const loadDirections = fromPromise<Keyed<string>, { key: string; ugsnid: number }>(
  async ({ input, signal }) => ({
    key: input.key,
    list: input.ugsnid ? (await api.getDirections(input.ugsnid, { signal })).map((d) => d.full) : [],
  }),
)

export const loadProgrammes = fromPromise<Keyed<string>, { key: string; full: string }>(async ({ input, signal }) => ({
  key: input.key,
  list: input.full ? await api.getProgrammes(input.full, { signal }) : [],
}))

export const loadCompetences = fromPromise<Keyed<Competence>, { key: string; cipher: string }>(
  async ({ input, signal }) => ({
    key: input.key,
    list: input.cipher ? await api.getCompetences(input.cipher, { signal }) : [],
  }),
)

export const loadChairmen = fromPromise<Keyed<Chairman>, { key: string; cipher: string }>(
  async ({ input, signal }) => ({
    key: input.key,
    list: input.cipher ? await api.getChairmen(input.cipher, { signal }) : [],
  }),
)

export const loadStudents = fromPromise<Keyed<Student>, { key: string; userID: number; level: number }>(
  async ({ input, signal }) => ({
    key: input.key,
    list: input.userID ? await api.getStudents(input.userID, input.level, { signal }) : [],
  }),
)
