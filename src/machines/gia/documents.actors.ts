import { fromPromise } from '@/machines/from-promise'
import { getDocuments, type GiaDocument } from '@/api/gia'

/** The secretary's reports, or the chairman's reports to confirm. */
export const loadDocuments = fromPromise<GiaDocument[]>(({ signal }) => getDocuments({ signal }))
