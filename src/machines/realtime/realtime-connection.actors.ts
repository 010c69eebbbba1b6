import { fromCallback, type EventObject } from 'xstate'
import { connect } from '@/api/realtime'

/** The stream over src/api/realtime.ts: reports opened / lost; closing it is the cleanup. */
export const connection = fromCallback<EventObject, void>(({ sendBack }) =>
  connect({
    opened: () => sendBack({ type: 'realtime.opened' }),
    lost: () => sendBack({ type: 'realtime.lost' }),
  }),
)
