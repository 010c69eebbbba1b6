import { assign, setup } from 'xstate'
import { MAIL_POLL_MS } from '@/lib/constants/app'
import { checkMailActor } from './mail-poll.actors'

/**
 * Mail polling (spec 1 §4), spawned by the session while signed in (systemId 'mailPoll'):
 * GET /api/Mail/CheckMail at once and then every 10 s; `unread` is the toolbar badge
 * (selectUnreadMail). On failure polling is disabled (stopped until the next sign-in).
 *
 *   checking ─done→ waiting ─after MAIL_POLL / unread.refresh→ checking      checking ─error→ stopped
 *   unread.set {count} (the mail screens after reading or listing letters): the badge follows at once.
 */
export type MailPollEvent = { type: 'unread.set'; count: number } | { type: 'unread.refresh' }

export interface MailPollContext {
  unread: number
  messagesIDs: number[]
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0

export const mailPollMachine = setup({
  types: { context: {} as MailPollContext, events: {} as MailPollEvent },
  actors: { checkMail: checkMailActor },
  delays: { MAIL_POLL: MAIL_POLL_MS },
}).createMachine({
  id: 'mailPoll',
  context: { unread: 0, messagesIDs: [] },
  initial: 'checking',
  on: {
    'unread.set': {
      guard: ({ event }) => isCount(event.count),
      actions: assign({ unread: ({ event }) => event.count }),
    },
  },
  states: {
    checking: {
      invoke: {
        id: 'checkMail',
        src: 'checkMail',
        onDone: {
          target: 'waiting',
          actions: assign({
            unread: ({ event }) => event.output.count,
            messagesIDs: ({ event }) => event.output.messagesIDs,
          }),
        },
        onError: 'stopped',
      },
    },
    waiting: {
      after: { MAIL_POLL: 'checking' },
      on: { 'unread.refresh': 'checking' },
    },
    stopped: {},
  },
})
