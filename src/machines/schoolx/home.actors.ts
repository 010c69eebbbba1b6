import { fromPromise } from '@/machines/from-promise'
import { getHome, type SchoolxHome } from '@/api/schoolx-admin'

/** The «Школа Х» home's data; silent, the page shows its own failure with a retry. */
export const loadHome = fromPromise<SchoolxHome>(({ signal }) => getHome({ signal, silent: true }))
