import { fromPromise } from '@/machines/from-promise'
import {
  getAccessibilityInfo,
  getAccessibilityRequests,
  getStaffGraph,
  sendAccessibilityRequest,
  type AccessibilityForm,
  type AccessibilityInfo,
  type AccessibilityRequest,
  type StaffGraph,
} from '@/api/staff'

export const loadStaffGraph = fromPromise<StaffGraph, { department: string | null; year: number | null }>(
  ({ input, signal }) => getStaffGraph(input, { signal, silent: true }),
)

/** The page's information and the user's own requests, together. */
export const loadAccessibility = fromPromise<{ info: AccessibilityInfo; requests: AccessibilityRequest[] }>(
  async ({ signal }) => {
    const [info, requests] = await Promise.all([
      getAccessibilityInfo({ signal, silent: true }),
      getAccessibilityRequests({ signal, silent: true }),
    ])
    return { info, requests }
  },
)

export const sendRequest = fromPromise<AccessibilityRequest, AccessibilityForm>(({ input, signal }) =>
  sendAccessibilityRequest(input, { signal, silent: true }),
)
