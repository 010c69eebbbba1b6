import { useMemo } from 'react'
import { useActorRef } from '@xstate/react'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { menuSourcesMachine } from '@/machines/shell/menu-sources.machine'
import { isSchoolXUser } from '@/lib/roles'
import { toIsoDate } from '@/lib/dates'
import { notify } from '@/ui/notifier'
import { errorTexts } from '@/texts/ru/errors'
import { libraryFailedFor, libraryFor, libraryParams, periodsFor, schoolXPeriods } from './menu-sources'

function Sources({ userID, schoolX }: { userID: number; schoolX: boolean }) {
  const logic = useMemo(
    () =>
      menuSourcesMachine.provide({
        actions: {
          publishLibrary: (_, params) => {
            libraryParams.value = params.library ? { userID, params: params.library } : null
            libraryFailedFor.value = null
          },
          publishPeriods: (_, params) => {
            schoolXPeriods.value = { userID, periods: params.periods }
          },
          notifyLibraryFailure: () => {
            libraryFailedFor.value = userID
            notify.error(errorTexts.title, errorTexts.iprBooks)
          },
        },
      }),
    [userID],
  )
  useActorRef(logic, {
    input: { schoolX, now: toIsoDate(new Date()), library: libraryFor(userID), periods: periodsFor(userID) },
  })
  return null
}

/** Always mounted in the signed-in layout: loads the library parameters and school-X periods once per user. */
export function MenuSourcesHost() {
  const user = SessionContext.useSelector(selectUser)
  if (!user) return null
  return <Sources key={user.userID} userID={user.userID} schoolX={isSchoolXUser(user.roles)} />
}
