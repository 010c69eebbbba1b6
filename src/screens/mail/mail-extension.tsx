import { useActorRef } from '@xstate/react'
import { livePollMachine } from '@/machines/mail/mail.actors'
import { ComposeHost } from './compose-host'

/** Always mounted for a signed-in user: mail polling (badge) and the compose dialog host. */
export function MailExtension() {
  useActorRef(livePollMachine)
  return <ComposeHost />
}
