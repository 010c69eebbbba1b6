import { fromPromise } from '@/machines/from-promise'
import { usersOnline, type OnlineUser } from '@/api/chat'

/** GET /api/UserInfo/UsersOnline. */
export const loadOnline = fromPromise<OnlineUser[]>(({ signal }) => usersOnline({ signal }))
