import { assign, setup } from 'xstate'
import type { ChoiceData } from '@/api/choice'
import {
  savedSelection,
  selectionIssue,
  toggleIssue,
  toggled,
  type ChoiceIssue,
  type Selection,
} from '@/lib/choice-rules'
import { loadChoice, storeChoice } from './choice.actors'
import { choiceFailureOf, serverMessageOf, type ChoiceFailure } from './choice.types'

interface Context {
  data: ChoiceData | null
  selection: Selection
  failure: ChoiceFailure | null
  /** A rule the last click or save broke (the screen words it), or null. */
  issue: ChoiceIssue | null
  /** The server's own words for a refused save, or null. */
  refusal: string | null
  /** A save that failed without the server's words (network, 500). */
  saveFailed: boolean
  saved: boolean
}

type Toggle = { type: 'discipline.toggle'; blockID: number; disciplineID: number }

const open = (c: Context) => c.data?.window?.open ?? false
const blockOf = (c: Context, blockID: number) => c.data?.blocks.find((b) => b.blockID === blockID)

/**
 * /Plans/ChoiceDisciplines: the student's blocks load; while the window is open a click ticks or unticks a
 * discipline within the block's limit (over the limit or a full discipline: refused with the rule); a save
 * checks the whole selection, asks to confirm, then sends it; the server answers the fresh blocks or refuses in Russian.
 */
export const choiceMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'load.retry' }
      | Toggle
      | { type: 'choice.save' }
      | { type: 'save.confirm' }
      | { type: 'save.cancel' },
  },
  actors: { loadChoice, storeChoice },
  guards: {
    closed: ({ context }) => !open(context),
    refused: ({ context, event }) => {
      const e = event as Toggle
      const block = blockOf(context, e.blockID)
      return !block || toggleIssue(block, context.selection[e.blockID] ?? [], e.disciplineID) !== null
    },
    incomplete: ({ context }) => selectionIssue(context.data?.blocks ?? [], context.selection, open(context)) !== null,
  },
}).createMachine({
  id: 'choice',
  context: { data: null, selection: {}, failure: null, issue: null, refusal: null, saveFailed: false, saved: false },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadChoice',
        src: 'loadChoice',
        onDone: {
          target: 'ready',
          actions: assign({
            data: ({ event }) => event.output,
            selection: ({ event }) => savedSelection(event.output.blocks),
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => choiceFailureOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'discipline.toggle': [
              { guard: 'closed' },
              {
                guard: 'refused',
                actions: assign({
                  issue: ({ context, event }) => {
                    const block = blockOf(context, event.blockID)
                    if (!block) return null
                    return toggleIssue(block, context.selection[event.blockID] ?? [], event.disciplineID)
                  },
                  saved: false,
                }),
              },
              {
                actions: assign({
                  selection: ({ context, event }) =>
                    toggled(blockOf(context, event.blockID)!, context.selection, event.disciplineID),
                  issue: null,
                  refusal: null,
                  saved: false,
                }),
              },
            ],
            'choice.save': [
              {
                guard: 'incomplete',
                actions: assign({
                  issue: ({ context }) => selectionIssue(context.data?.blocks ?? [], context.selection, open(context)),
                  saved: false,
                }),
              },
              { target: 'confirming' },
            ],
          },
        },
        /** The whole selection keeps the rules; the student confirms the save. */
        confirming: {
          on: { 'save.confirm': 'saving', 'save.cancel': 'idle' },
        },
        saving: {
          entry: assign({ issue: null, refusal: null, saveFailed: false, saved: false }),
          invoke: {
            id: 'storeChoice',
            src: 'storeChoice',
            input: ({ context }) => ({
              choices: (context.data?.blocks ?? []).map((b) => ({
                blockID: b.blockID,
                disciplineIDs: [...(context.selection[b.blockID] ?? [])],
              })),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                data: ({ event }) => event.output,
                selection: ({ event }) => savedSelection(event.output.blocks),
                saved: true,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => {
                const refusal = serverMessageOf(event.error)
                return { refusal, saveFailed: refusal === null }
              }),
            },
          },
        },
      },
    },
  },
})
