import { Link } from 'wouter'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles, selectUser } from '@/machines/session/session.selectors'
import { hasRole, ROLES } from '@/lib/roles'
import { dayTexts as t } from '@/texts/ru/day'
import { TimetableView } from './timetable-view'

/** /Rasp/My: the signed-in user's own timetable (a student's group, a teacher's own lessons). */
export default function MyTimetableScreen() {
  const user = SessionContext.useSelector(selectUser)
  const roles = SessionContext.useSelector(selectRoles)
  const group = user?.group ?? null
  const own =
    group && group[1] > 0
      ? { type: 'Group' as const, id: group[1] }
      : user && hasRole(roles, ROLES.teachers.name)
        ? { type: 'Prepod' as const, id: user.userID }
        : null
  if (!own)
    return (
      <div className="page">
        <h1>{t.myTimetable}</h1>
        <p>{t.noGroup}</p>
        <Link href="/Rasp/list">{t.listTitle}</Link>
      </div>
    )
  return (
    <div className="page">
      <TimetableView key={`${own.type}-${own.id}`} type={own.type} id={own.id} />
    </div>
  )
}
