import { fromPromise } from '@/machines/from-promise'
import { getEducationalChart, type EducationalChart } from '@/api/schoolx-chart'

/** The educational chart; silent, the page offers a retry itself. */
export const loadChart = fromPromise<EducationalChart, void>(({ signal }) =>
  getEducationalChart({ signal, silent: true }),
)
