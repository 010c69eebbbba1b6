import { fromPromise } from 'xstate'
import * as api from '@/api/gia'
import type { GiaProtocol } from '@/api/gia'
import { reportEditMachine, type Keyed, type Loaded } from './report-edit.machine'

/** The report machine wired to the spec's calls (spec 2 §7 GEK report). */
export const giaReportActors = {
  loadReport: fromPromise<Loaded, { protocolID: number | null }>(async ({ input, signal }) => {
    const [ugsns, loaded] = await Promise.all([api.getUgsn({ signal }), input.protocolID === null ? null : api.getReport(input.protocolID, { signal })])
    return { ugsns, allowConfirm: loaded?.allowConfirm ?? false, protocol: loaded?.protocol ?? null }
  }),
  importReport: fromPromise<GiaProtocol, { protocolID: number }>(async ({ input, signal }) => (await api.getReport(input.protocolID, { signal })).protocol),
  saveReport: fromPromise<{ reportID: number }, GiaProtocol>(({ input, signal }) => api.saveReport(input, { signal })),
  confirmReport: fromPromise<unknown, { protocolID: number; bestWorks: number[] }>(({ input, signal }) =>
    api.confirmStudents(input.bestWorks.length ? input.bestWorks.map((greatJob) => ({ protocolID: input.protocolID, greatJob })) : [{ protocolID: input.protocolID, greatJob: 0 }], { signal }),
  ),
  loadDirections: fromPromise<Keyed<string>, { key: string; ugsnid: number }>(async ({ input, signal }) => ({
    key: input.key,
    list: input.ugsnid ? (await api.getDirections(input.ugsnid, { signal })).map((d) => d.full) : [],
  })),
  loadProgrammes: fromPromise<Keyed<string>, { key: string; full: string }>(async ({ input, signal }) => ({ key: input.key, list: input.full ? await api.getProgrammes(input.full, { signal }) : [] })),
  loadCompetences: fromPromise<Keyed<api.Competence>, { key: string; cipher: string }>(async ({ input, signal }) => ({ key: input.key, list: input.cipher ? await api.getCompetences(input.cipher, { signal }) : [] })),
  loadChairmen: fromPromise<Keyed<api.Chairman>, { key: string; cipher: string }>(async ({ input, signal }) => ({ key: input.key, list: input.cipher ? await api.getChairmen(input.cipher, { signal }) : [] })),
  loadStudents: fromPromise<Keyed<api.Student>, { key: string; userID: number; level: number }>(async ({ input, signal }) => ({
    key: input.key,
    list: input.userID ? await api.getStudents(input.userID, input.level, { signal }) : [],
  })),
}

export const liveReportMachine = reportEditMachine.provide({ actors: giaReportActors })
