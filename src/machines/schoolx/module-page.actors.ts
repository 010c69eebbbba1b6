import { fromPromise } from '@/machines/from-promise'
import { getModule, type SchoolxModule } from '@/api/schoolx-modules'

/** One module with its themes and teachers; silent, the page says «not found» itself. */
export const loadModule = fromPromise<SchoolxModule, { moduleID: number }>(({ input, signal }) =>
  getModule(input.moduleID, { signal, silent: true }),
)
