import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { hasRole, ROLES } from '@/lib/roles'
import { mailTexts as t } from '@/texts/ru/mail'
import { useComposeRef } from './use-session-refs'
import './mail.css'

/**
 * /TestSend: checks the whole sending path (letter, chunked attachments, the 2 s finish) by writing to
 * oneself: a staff member as 'Сотрудник' (positive id), a student as 'Студент' (negative id).
 */
export default function TestSendScreen() {
  const user = SessionContext.useSelector(selectUser)
  const compose = useComposeRef()
  const self = user
    ? hasRole(user.roles, ROLES.student.name) || user.userID < 0
      ? -Math.abs(user.userID)
      : user.userID
    : 0
  return (
    <div className="page mail-test">
      <h1>{t.testTitle}</h1>
      <p>{t.testIntro}</p>
      <button
        type="button"
        className="mail-button mail-primary"
        disabled={!self || !compose}
        onClick={() => compose?.send({ type: 'compose.open', request: { userToID: self } })}
      >
        <span className="pi pi-send" aria-hidden /> {t.testButton}
      </button>
    </div>
  )
}
