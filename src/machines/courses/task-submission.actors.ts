import { fromPromise } from '@/machines/from-promise'
import { saveTaskFile, type Answer } from '@/api/courses'

/** Spec 2 §7 FileTaskSave: the chosen file as the task's answer. */
export const uploadTaskFile = fromPromise<Answer, { taskID: number; file: File }>(({ input, signal }) =>
  saveTaskFile(input.taskID, input.file, { signal, silent: true }),
)
