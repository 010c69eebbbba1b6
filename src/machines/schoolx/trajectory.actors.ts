import { fromPromise } from '@/machines/from-promise'
import { getTrajectory, type Trajectory } from '@/api/schoolx-admin'

/** A participant's trajectory; silent, the page says «not found» or offers a retry itself. */
export const loadTrajectory = fromPromise<Trajectory, { userID: number | null }>(({ input, signal }) =>
  getTrajectory(input.userID, { signal, silent: true }),
)
