import { createActorContext } from '@xstate/react'
import { sessionMachine } from '@/machines/session/session.machine'

/** The one root session actor, shared by every screen. */
export const SessionContext = createActorContext(sessionMachine, { systemId: 'session' })
