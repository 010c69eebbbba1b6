import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { ACCESSIBILITY_KINDS, ACCESSIBILITY_STATUSES, ACCESSIBILITY_TEXT_MAX } from '@/lib/constants/staff'
import { visibleText } from '@/lib/validation'
import { staffTexts } from '@/texts/ru/staff'

/**
 * The staff graph and the accessibility page (issue 15). The spec names the routes only; the calls follow
 * the portal's style:
 *   GET  /api/Staff/Graph?department&year                          a department's absences by person
 *   GET  /api/Information/PersonsRestrictedAbilities               the support service, buildings, programmes
 *   GET  /api/Information/PersonsRestrictedAbilities/Requests      the user's own requests with their status
 *   POST /api/Information/PersonsRestrictedAbilities/Requests      {kind, text, phone} (400 in Russian)
 */
export const staffGraphSchema = v.object({
  departments: v.array(v.string()),
  department: v.string(),
  year: v.number(),
  staff: v.array(
    v.object({
      userID: v.number(),
      fio: v.string(),
      position: v.string(),
      periods: v.array(v.object({ id: v.number(), kind: v.string(), dateFrom: v.string(), dateTo: v.string() })),
    }),
  ),
})
export type StaffGraph = v.InferOutput<typeof staffGraphSchema>

export async function getStaffGraph(
  query: { department: string | null; year: number | null },
  options: RequestOptions = {},
) {
  return parseAnswer(stateEnvelope(staffGraphSchema), await http.get('/Staff/Graph', query, options)).data
}

export const accessibilityInfoSchema = v.object({
  contacts: v.array(
    v.object({ title: v.string(), person: v.string(), phone: v.string(), email: v.string(), room: v.string() }),
  ),
  buildings: v.array(v.object({ name: v.string(), address: v.string(), features: v.string() })),
  programmes: v.array(v.object({ name: v.string(), note: v.string() })),
})
export type AccessibilityInfo = v.InferOutput<typeof accessibilityInfoSchema>

export const accessibilityRequestSchema = v.object({
  id: v.number(),
  date: v.string(),
  kind: v.picklist(ACCESSIBILITY_KINDS),
  text: v.string(),
  status: v.picklist(ACCESSIBILITY_STATUSES),
})
export type AccessibilityRequest = v.InferOutput<typeof accessibilityRequestSchema>

const a = staffTexts.access
const PHONE = /^\+?[\d\s()-]+$/

/** The request form's rules, shared with the mock server. */
export const accessibilityFormSchema = v.object({
  kind: v.pipe(v.string(a.kindRequired), v.picklist(ACCESSIBILITY_KINDS, a.kindRequired)),
  text: v.pipe(visibleText(a.textRequired), v.trim(), v.maxLength(ACCESSIBILITY_TEXT_MAX, a.textLong)),
  phone: v.pipe(
    v.string(a.phoneWrong),
    v.trim(),
    v.check(
      (x) => PHONE.test(x) && (x.match(/\d/g)?.length ?? 0) >= 10 && (x.match(/\d/g)?.length ?? 0) <= 15,
      a.phoneWrong,
    ),
  ),
})
export type AccessibilityForm = v.InferOutput<typeof accessibilityFormSchema>

const BASE = '/Information/PersonsRestrictedAbilities'

export async function getAccessibilityInfo(options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(accessibilityInfoSchema), await http.get(BASE, undefined, options)).data
}

export async function getAccessibilityRequests(options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(accessibilityRequestSchema)),
    await http.get(`${BASE}/Requests`, undefined, options),
  ).data
}

export async function sendAccessibilityRequest(body: AccessibilityForm, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(accessibilityRequestSchema), await http.post(`${BASE}/Requests`, body, options)).data
}
