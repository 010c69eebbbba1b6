import { assign, fromPromise, setup } from 'xstate'
import type { UnreadMail } from '@/api/mail'
import { MAIL_POLL_MS } from '@/lib/constants/app'
import { unreadMailCount } from '@/settings/counters'

/**
 * Mail polling (spec 1 §4): GET /api/Mail/CheckMail at once and then every 10 s; the unread count goes
 * to the toolbar badge. On failure polling is disabled (the machine stops until the next sign-in).
 */
export const mailPollMachine = setup({
  types: {
    context: {} as { count: number; messagesIDs: number[] },
    events: {} as { type: 'CHECK_NOW' },
  },
  actors: {
    checkMail: fromPromise<UnreadMail>(() => Promise.reject(new Error('not provided'))),
  },
  actions: {
    publish: (_, params: { count: number }) => {
      unreadMailCount.value = params.count
    },
  },
  delays: { MAIL_POLL: MAIL_POLL_MS },
}).createMachine({
  id: 'mailPoll',
  context: { count: 0, messagesIDs: [] },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkMail',
        src: 'checkMail',
        onDone: {
          target: 'waiting',
          actions: [
            assign({ count: ({ event }) => event.output.count, messagesIDs: ({ event }) => event.output.messagesIDs }),
            { type: 'publish', params: ({ event }) => ({ count: event.output.count }) },
          ],
        },
        onError: 'stopped',
      },
    },
    waiting: {
      after: { MAIL_POLL: 'checking' },
      on: { CHECK_NOW: 'checking' },
    },
    stopped: {},
  },
})
