import { assign, setup } from 'xstate'
import type { OnlineUser } from '@/api/chat'
import { loadOnline } from './online-users.actors'

/** Online-users panel (spec 1 Shell): GET /api/UserInfo/UsersOnline → users; a refresh button reloads. */

export const onlineUsersMachine = setup({
  types: { context: {} as { users: OnlineUser[] }, events: {} as { type: 'online.refresh' } },
  actors: { loadOnline },
}).createMachine({
  id: 'onlineUsers',
  context: { users: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOnline',
        src: 'loadOnline',
        onDone: { target: 'ready', actions: assign({ users: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { on: { 'online.refresh': 'loading' } },
    failed: { on: { 'online.refresh': 'loading' } },
  },
})

/** The search box shows only above 5 users and matches names by prefix (spec 1 Shell, spec 2 §5). */
export function filterOnline(users: OnlineUser[], text: string): OnlineUser[] {
  const needle = text.trim().toLocaleLowerCase('ru')
  if (!needle) return users
  return users.filter((u) => u.userName.toLocaleLowerCase('ru').startsWith(needle))
}
