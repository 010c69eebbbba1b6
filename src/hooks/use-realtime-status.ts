import { useSelector } from '@xstate/react'
import { selectRealtimeStatus, type RealtimeStatus } from '@/machines/realtime/realtime-connection.selectors'
import { useSessionChild } from './use-session-child'

/** The session's realtime connection state ('connecting' while signed out or not yet started). */
export function useRealtimeStatus(): RealtimeStatus {
  return useSelector(useSessionChild('realtime'), (s) => (s ? selectRealtimeStatus(s) : 'connecting'))
}
