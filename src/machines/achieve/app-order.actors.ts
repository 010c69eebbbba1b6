import { fromPromise } from '@/machines/from-promise'
import {
  fileApplication,
  getAppKinds,
  getMyApplications,
  type AppKind,
  type AppOrder,
  type Application,
} from '@/api/achieve-applications'

/** The kinds for the form and the student's own applications. */
export const loadAppOrdering = fromPromise<{ kinds: AppKind[]; mine: Application[] }>(async ({ signal }) => {
  const [kinds, mine] = await Promise.all([getAppKinds({ signal }), getMyApplications({ signal })])
  return { kinds, mine }
})
/** The student's applications again (they move on through the stages). */
export const loadMyApps = fromPromise<Application[]>(({ signal }) => getMyApplications({ signal }))
/** Files one; a refusal is shown in the form, so the call is silent. */
export const submitApp = fromPromise<Application, AppOrder>(({ input, signal }) =>
  fileApplication(input, { signal, silent: true }),
)
