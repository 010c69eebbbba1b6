import { fromPromise } from 'xstate'
import * as api from '@/api/mail'
import { mailPollMachine } from './mail-poll.machine'

/**
 * Mail polling wired to GET /api/Mail/CheckMail. Left here only until the `session` helper's
 * mail-poll.machine.ts takes its real actor in setup() and is spawned by the session (then this file goes).
 * The list, reader, folder and compose machines take their actors from their own `<name>.actors.ts`.
 */
export const livePollMachine = mailPollMachine.provide({
  actors: { checkMail: fromPromise(({ signal }) => api.checkMail({ signal })) },
})
