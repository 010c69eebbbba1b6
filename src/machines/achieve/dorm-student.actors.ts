import { fromPromise } from '@/machines/from-promise'
import {
  chooseDormSlot,
  getDormStudentPage,
  submitDormRequest,
  type DormRequest,
  type DormRequestForm,
  type DormStudentPage,
} from '@/api/dormitory'

/** The contest, the odds, the student's own request and the slots. */
export const loadPage = fromPromise<DormStudentPage, { concestID: number }>(({ input, signal }) =>
  getDormStudentPage(input.concestID, { signal }),
)
/** The same again without the general error toast (after a write, its own message is on the screen). */
export const reloadPage = fromPromise<DormStudentPage, { concestID: number }>(({ input, signal }) =>
  getDormStudentPage(input.concestID, { signal, silent: true }),
)
/** Submits the request; a refusal is shown in the form, so the call is silent. */
export const submitRequest = fromPromise<DormRequest, { concestID: number; values: DormRequestForm }>(
  ({ input, signal }) => submitDormRequest(input.concestID, input.values, { signal, silent: true }),
)
/** Books a settlement slot; a full slot's refusal is shown next to the slots. */
export const bookSlot = fromPromise<DormRequest, { concestID: number; slotID: number }>(({ input, signal }) =>
  chooseDormSlot(input.concestID, { slotID: input.slotID }, { signal, silent: true }),
)
