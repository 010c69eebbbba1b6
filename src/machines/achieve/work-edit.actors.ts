import { fromPromise } from '@/machines/from-promise'
import {
  getPortfolioRefs,
  getWork,
  saveWork,
  type PortfolioRefs,
  type PortfolioWork,
  type WorkFile,
  type WorkForm,
} from '@/api/achieve'

/**
 * The reference lists and, when opening one, the achievement itself. The achievement is fetched silently: an
 * unknown or foreign one (e.g. an `/openWork` link of another portal section) is stated on the screen, not as a toast.
 */
export const loadWork = fromPromise<{ refs: PortfolioRefs; work: PortfolioWork | null }, { workID: number | null }>(
  async ({ input, signal }) => {
    const [refs, work] = await Promise.all([
      getPortfolioRefs({ signal }),
      input.workID ? getWork(input.workID, { signal, silent: true }) : Promise.resolve(null),
    ])
    return { refs, work }
  },
)
/** Uploads the chosen files and saves; a refusal is shown in the form, so the calls are silent. */
export const submitWork = fromPromise<
  PortfolioWork,
  { workID: number | null; typeID: number; values: WorkForm; kept: WorkFile[] }
>(({ input, signal }) => saveWork(input, { signal, silent: true }))
