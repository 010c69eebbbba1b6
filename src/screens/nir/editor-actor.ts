import type { UseFormReturn } from 'react-hook-form'
import type { WorkFormInput, WorkValues } from '@/api/nir'
import type { ActorRefFrom } from 'xstate'
import type { workEditorMachine } from '@/machines/nir/work-editor.machine'

/** The work editor's actor, as the screen's parts receive it. */
export type EditorActor = ActorRefFrom<typeof workEditorMachine>

/** The work's react-hook-form (values as typed, parsed values as the schema gives them). */
export type WorkFormApi = UseFormReturn<WorkFormInput, unknown, WorkValues>
