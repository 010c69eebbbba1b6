import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import { acquaintanceTexts } from '@/texts/ru/schoolx-programme'

/** «Школа Х» acquaintance questionnaire (issue 17): a participant tells about themself; the staff read it. */
const s = acquaintanceTexts.server
const tooLong = (n: number) => `Не длиннее ${n} символов`
const text = (message: string, max: number) => v.pipe(visibleText(message), v.maxLength(max, tooLong(max)))

export const acquaintanceFormSchema = v.object({
  about: text(s.about, 2000),
  interests: text(s.interests, 1000),
  expectations: text(s.expectations, 1000),
  profession: v.pipe(v.string(), v.maxLength(300, tooLong(300))),
})
export type AcquaintanceValues = v.InferOutput<typeof acquaintanceFormSchema>

export const acquaintanceSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  school: v.string(),
  grade: v.number(),
  /** May the viewer edit it (their own questionnaire)? */
  editable: v.boolean(),
  /** yyyy-mm-dd of the last save; '' when never filled. */
  date: v.string(),
  values: v.object({ about: v.string(), interests: v.string(), expectations: v.string(), profession: v.string() }),
})
export type Acquaintance = v.InferOutput<typeof acquaintanceSchema>

/** GET /api/SchoolX/Acquaintance?userID= → the questionnaire (own without userID). */
export async function getAcquaintance(userID: number | null, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(acquaintanceSchema),
    await http.get('/SchoolX/Acquaintance', { userID: userID ?? undefined }, options),
  ).data
}

/** PUT /api/SchoolX/Acquaintance {about, interests, expectations, profession} → the saved questionnaire. */
export async function saveAcquaintance(values: AcquaintanceValues, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(acquaintanceSchema), await http.put('/SchoolX/Acquaintance', values, options)).data
}
