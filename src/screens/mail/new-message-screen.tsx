import { useEffect } from 'react'
import type { ScreenProps } from '@/lib/screen-props'
import { openCompose } from '@/settings/mail-compose'
import MailboxScreen from './mailbox-screen'

/** /newMessage/{userToID}: the inbox with the composer open for that recipient (positive: a teacher, negative: a student). */
export default function NewMessageScreen({ params }: ScreenProps) {
  const userToID = Number(params.userToID)
  useEffect(() => {
    openCompose(Number.isInteger(userToID) && userToID !== 0 ? { userToID } : {})
  }, [userToID])
  return <MailboxScreen params={{}} />
}
