import { fromPromise } from '@/machines/from-promise'
import { getStudentPasses, type StudentPasses } from '@/api/journal'
import { removeValidPass, saveValidPass, type ValidPassForm } from '@/api/journal-passes'

/** Records a valid pass, then reads the student's passes again (the excused counts changed). */
export const savePass = fromPromise<StudentPasses, { studentID: number; values: ValidPassForm }>(
  async ({ input, signal }) => {
    await saveValidPass({ studentID: input.studentID, ...input.values }, { signal, silent: true })
    return getStudentPasses(input.studentID, { signal, silent: true })
  },
)

/** Withdraws a record, then reads the student's passes again. */
export const removePass = fromPromise<StudentPasses, { studentID: number; id: number }>(async ({ input, signal }) => {
  await removeValidPass(input.id, { signal, silent: true })
  return getStudentPasses(input.studentID, { signal, silent: true })
})
