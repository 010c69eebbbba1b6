import { useActorRef, useSelector } from '@xstate/react'
import { dormStudentMachine } from '@/machines/achieve/dorm-student.machine'
import {
  selectBusy,
  selectError,
  selectLoadFailed,
  selectLoading,
  selectPage,
  selectSaved,
  selectStage,
} from '@/machines/achieve/dorm-student.selectors'

/** The applicant's machine of one dormitory contest and what its pages read from it. */
export function useDormStudent(concestIDParam: string | undefined) {
  const actor = useActorRef(dormStudentMachine, { input: { concestID: Number(concestIDParam) || 0 } })
  return {
    actor,
    loading: useSelector(actor, selectLoading),
    loadFailed: useSelector(actor, selectLoadFailed),
    busy: useSelector(actor, selectBusy),
    page: useSelector(actor, selectPage),
    error: useSelector(actor, selectError),
    saved: useSelector(actor, selectSaved),
    stage: useSelector(actor, selectStage),
    retry: () => actor.send({ type: 'page.refresh' }),
  }
}
