import { useEffect } from 'react'
import type { ScreenProps } from '@/lib/screen-props'
import MailboxScreen from './mailbox-screen'
import { useComposeRef } from './use-session-refs'

/** /newMessage/{userToID}: the inbox with the composer open for that recipient (positive: a teacher, negative: a student). */
export default function NewMessageScreen({ params }: ScreenProps) {
  const userToID = Number(params.userToID)
  const compose = useComposeRef()
  // The route itself is the request: opened once the session's compose channel is there.
  useEffect(() => {
    compose?.send({ type: 'compose.open', request: Number.isInteger(userToID) && userToID !== 0 ? { userToID } : {} })
  }, [compose, userToID])
  return <MailboxScreen params={{}} />
}
