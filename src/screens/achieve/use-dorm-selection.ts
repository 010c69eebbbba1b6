import { useActorRef, useSelector } from '@xstate/react'
import { dormSelectionMachine } from '@/machines/achieve/dorm-selection.machine'
import {
  selectBusy,
  selectDone,
  selectError,
  selectLoadFailed,
  selectLoading,
  selectRanking,
} from '@/machines/achieve/dorm-selection.selectors'

/** The admin's machine of a dormitory contest (null: the newest) and what its pages read from it. */
export function useDormSelection(concestID: number | null) {
  const actor = useActorRef(dormSelectionMachine, { input: { concestID } })
  return {
    actor,
    loading: useSelector(actor, selectLoading),
    loadFailed: useSelector(actor, selectLoadFailed),
    busy: useSelector(actor, selectBusy),
    ranking: useSelector(actor, selectRanking),
    error: useSelector(actor, selectError),
    done: useSelector(actor, selectDone),
    retry: () => actor.send({ type: 'ranking.refresh' }),
  }
}
