import { assign, setup } from 'xstate'
import type { MailFolder } from '@/api/mail'
import { createFolder, deleteFolder, loadFolders, renameFolder } from './folders.actors'

/**
 * /mailFolder: the user's folders. Create, rename, delete (after 'Удалить папку?' — its letters go back
 * to the inbox). A refused name (empty, too long, a duplicate) keeps what was typed and shows why.
 */
export interface FoldersContext {
  folders: MailFolder[]
  error: string | null
  confirmID: number | null
}
export type FoldersEvent =
  | { type: 'folder.create'; name: string }
  | { type: 'folder.rename'; folderID: number; name: string }
  | { type: 'folder.delete'; folderID: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'folders.retry' }

const validName = (name: string) => name.trim().length > 0 && name.trim().length <= 50
const messageOf = (error: unknown) => (error as { serverMessage?: string | null })?.serverMessage ?? null

export const foldersMachine = setup({
  types: { context: {} as FoldersContext, events: {} as FoldersEvent },
  actors: { loadFolders, createFolder, renameFolder, deleteFolder },
  guards: {
    validName: ({ event }) => validName((event as { name: string }).name),
  },
}).createMachine({
  id: 'mailFolders',
  context: { folders: [], error: null, confirmID: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFolders',
        src: 'loadFolders',
        onDone: { target: 'ready', actions: assign({ folders: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'folders.retry': 'loading' } },
    ready: {
      on: {
        'folder.create': [
          { guard: 'validName', target: 'creating', actions: assign({ error: null }) },
          { actions: assign({ error: 'invalid' }) },
        ],
        'folder.rename': [
          { guard: 'validName', target: 'renaming', actions: assign({ error: null }) },
          { actions: assign({ error: 'invalid' }) },
        ],
        'folder.delete': {
          target: 'confirming',
          actions: assign({ confirmID: ({ event }) => event.folderID, error: null }),
        },
      },
    },
    confirming: {
      on: { 'delete.confirm': 'deleting', 'delete.cancel': { target: 'ready', actions: assign({ confirmID: null }) } },
    },
    creating: {
      invoke: {
        id: 'createFolder',
        src: 'createFolder',
        input: ({ event }) => ({ name: (event as { name: string }).name.trim() }),
        onDone: 'loading',
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) ?? 'failed' }) },
      },
    },
    renaming: {
      invoke: {
        id: 'renameFolder',
        src: 'renameFolder',
        input: ({ event }) => ({
          folderID: (event as { folderID: number }).folderID,
          name: (event as { name: string }).name.trim(),
        }),
        onDone: 'loading',
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) ?? 'failed' }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteFolder',
        src: 'deleteFolder',
        input: ({ context }) => ({ folderID: context.confirmID! }),
        onDone: { target: 'loading', actions: assign({ confirmID: null }) },
        onError: { target: 'ready', actions: assign({ confirmID: null, error: 'failed' }) },
      },
    },
  },
})
