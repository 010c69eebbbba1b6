import type { ActorRefFrom } from 'xstate'
import type { reportEditMachine } from '@/machines/gia/report-edit.machine'

/** The GEK report's actor, as the screen's parts receive it. */
export type ReportActor = ActorRefFrom<typeof reportEditMachine>
