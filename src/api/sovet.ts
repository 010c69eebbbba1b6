import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * /sovet (spec 1 §2, Other; issue 18): the academic council's page, read by any signed-in user.
 *   GET /Sovet   members, meetings (with their agendas), decisions with their documents
 */
export const sovetMemberSchema = v.object({
  id: v.number(),
  fio: v.string(),
  position: v.string(),
  duty: v.picklist(['chair', 'deputy', 'secretary', 'member']),
})
export const sovetMeetingSchema = v.object({
  id: v.number(),
  /** Moscow time, 'yyyy-mm-ddThh:mm'. */
  start: v.string(),
  place: v.string(),
  agenda: v.array(v.string()),
  /** The meeting is over (its decisions may be listed). */
  held: v.boolean(),
})
export const sovetDecisionSchema = v.object({
  id: v.number(),
  meetingID: v.number(),
  /** The meeting's day, 'yyyy-mm-dd'. */
  date: v.string(),
  number: v.string(),
  title: v.string(),
  document: v.string(),
})
export const sovetSchema = v.object({
  members: v.array(sovetMemberSchema),
  meetings: v.array(sovetMeetingSchema),
  decisions: v.array(sovetDecisionSchema),
})
export type Sovet = v.InferOutput<typeof sovetSchema>
export type SovetMeeting = v.InferOutput<typeof sovetMeetingSchema>
export type SovetDecision = v.InferOutput<typeof sovetDecisionSchema>

export async function getSovet(options: RequestOptions = {}): Promise<Sovet> {
  return parseAnswer(stateEnvelope(sovetSchema), await http.get('/Sovet', undefined, options)).data
}
