import { useEffect } from 'react'
import type { ScreenProps } from '@/app/routes/types'
import { useSessionChild } from '@/hooks/use-session-child'
import MailboxScreen from './mailbox-screen'

/** /newMessage/{userToID}: the inbox with the composer open for that recipient (positive: a teacher, negative: a student). */
export default function NewMessageScreen({ params }: ScreenProps) {
  const userToID = Number(params.userToID)
  const compose = useSessionChild('compose')
  useEffect(() => {
    compose?.send({ type: 'compose.open', request: Number.isInteger(userToID) && userToID !== 0 ? { userToID } : {} })
  }, [userToID, compose])
  return <MailboxScreen params={{}} />
}
