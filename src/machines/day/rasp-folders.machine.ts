import { assign, setup } from 'xstate'
import { getFolderBoard, type FolderBoard, type FolderLevel } from '@/api/rasp-folders'
import { officeFailureOf, officeServerMessageOf, type OfficeFailure } from './office-failure'
import { fromPromise } from '@/machines/from-promise'

export type FolderFailure = OfficeFailure

export const loadFolderBoard = fromPromise<FolderBoard, FolderLevel>(({ input, signal }) =>
  getFolderBoard(input, { signal, silent: true }),
)

interface Context {
  level: FolderLevel
  board: FolderBoard | null
  failure: FolderFailure | null
  serverMessage: string | null
}

/** /RaspManager/FolderBoard: one level of the folders loads; a failure shows the server's words or may be retried. */
export const raspFoldersMachine = setup({
  types: { context: {} as Context, input: {} as FolderLevel, events: {} as { type: 'load.retry' } },
  actors: { loadFolderBoard },
}).createMachine({
  id: 'raspFolders',
  context: ({ input }) => ({ level: input, board: null, failure: null, serverMessage: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null, serverMessage: null }),
      invoke: {
        id: 'loadFolderBoard',
        src: 'loadFolderBoard',
        input: ({ context }) => context.level,
        onDone: { target: 'shown', actions: assign({ board: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => officeFailureOf(event.error),
            serverMessage: ({ event }) => officeServerMessageOf(event.error),
          }),
        },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})

type Snapshot = import('xstate').SnapshotFrom<typeof raspFoldersMachine>
export const selectFolderPhase = (s: Snapshot) =>
  s.matches('failed') ? 'failed' : s.matches('shown') ? 'shown' : 'loading'
export const selectFolderBoard = (s: Snapshot) => s.context.board
export const selectFolderFailure = (s: Snapshot) => s.context.failure
export const selectFolderMessage = (s: Snapshot) => s.context.serverMessage
