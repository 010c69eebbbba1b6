import { fromCallback, type EventObject } from 'xstate'
import { connect } from '@/api/realtime'
import { realtimeConnectionMachine } from './realtime-connection.machine'

/** The stream over src/api/realtime.ts: reports opened / lost; closing it is the cleanup. */
export const realtimeConnectionActors = {
  connection: fromCallback<EventObject, void>(({ sendBack }) =>
    connect({
      opened: () => sendBack({ type: 'realtime.opened' }),
      lost: () => sendBack({ type: 'realtime.lost' }),
    }),
  ),
}

export const liveRealtimeConnectionMachine = realtimeConnectionMachine.provide({ actors: realtimeConnectionActors })
