import type { ActorRefFrom } from 'xstate'
import type { workEditorMachine } from '@/machines/nir/work-editor.machine'

/** The work editor's actor, as the screen's parts receive it. */
export type EditorActor = ActorRefFrom<typeof workEditorMachine>
