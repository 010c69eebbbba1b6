import { NOTIFY_ERROR_MS, NOTIFY_INFO_MS } from '@/lib/constants/app'

/** Spec 2 §9 "Notifications: info 3 s, error 10 s" — how long a resource table's notice stays. */
export const RESOURCE_NOTICE_INFO_MS = NOTIFY_INFO_MS
export const RESOURCE_NOTICE_ERROR_MS = NOTIFY_ERROR_MS
/** Spec 2 §3: a resource table's page size. */
export const RESOURCE_ROWS_PER_PAGE = 20
