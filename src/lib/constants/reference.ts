import { RESOURCE_NOTICE_ERROR_MS, RESOURCE_NOTICE_INFO_MS } from './resource'

/** Spec 2 §9 "Notifications: info 3 s, error 10 s" — how long a table screen's notice stays. */
export const REFERENCE_NOTICE_INFO_MS = RESOURCE_NOTICE_INFO_MS
export const REFERENCE_NOTICE_ERROR_MS = RESOURCE_NOTICE_ERROR_MS
/** Spec 1: only the research admin may open the reference screens. */
export const REFERENCE_ADMIN_ROLE = 'Администратор-НИР'
/** Publication types and lookups are asked for this branch. */
export const REFERENCE_BRANCH_ID = 1
/** Catalogue search waits this long after the last keystroke (the spec's search debounce, 500 ms). */
export const CATALOG_SEARCH_DEBOUNCE_MS = 500
