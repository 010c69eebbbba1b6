import { fromPromise } from '@/machines/from-promise'
import { checkMail, type UnreadMail } from '@/api/mail'

/** GET /api/Mail/CheckMail (spec 1 §4), cancelled when the poll leaves `checking`. */
export const checkMailActor = fromPromise<UnreadMail>(({ signal }) => checkMail({ signal }))
