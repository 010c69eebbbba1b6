import type { SnapshotFrom } from 'xstate'
import { answerStatus } from '@/lib/course-rules'
import type { taskSubmissionMachine } from './task-submission.machine'

type Snapshot = SnapshotFrom<typeof taskSubmissionMachine>

export const selectFile = (s: Snapshot) => s.context.file
export const selectProblem = (s: Snapshot) => s.context.problem
export const selectRefusal = (s: Snapshot) => s.context.refusal
export const selectAnswer = (s: Snapshot) => s.context.answer
export const selectStatus = (s: Snapshot) => answerStatus(s.context.answer)
export const selectUploading = (s: Snapshot) => s.hasTag('busy')
export const selectCanSubmit = (s: Snapshot) => s.can({ type: 'upload.submit' })
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'upload.retry' })
export const selectJustSent = (s: Snapshot) => s.matches('done')
