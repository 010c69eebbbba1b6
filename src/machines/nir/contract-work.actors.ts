import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/nir-contract'

export interface ContractLoaded {
  work: api.ContractWork | null
  options: api.ExecutorOption[]
}

/** The work (unless new) and, for the form, the people who may be co-executors. */
export const loadContract = fromPromise<ContractLoaded, { workID: number | null; edit: boolean }>(
  async ({ input, signal }) => {
    const [work, options] = await Promise.all([
      input.workID === null ? null : api.getContractWork(input.workID, { signal, silent: true }),
      input.edit ? api.getExecutorOptions({ signal, silent: true }) : [],
    ])
    return { work, options }
  },
)
/** Creates or changes the work (silent: the refusal shows above the form). */
export const saveContract = fromPromise<api.ContractWork, { workID: number | null; values: api.ContractValues }>(
  ({ input, signal }) => api.saveContractWork(input.workID, input.values, { signal, silent: true }),
)
/** The user's contract works. */
export const loadContracts = fromPromise<api.ContractWork[], void>(({ signal }) =>
  api.getContractWorks({ signal, silent: true }),
)
