import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * `/donstux/educationalChart` (issue 17): the calendar graph of the programme's study year — weeks ×
 * modules, each cell a kind of week. The organiser and moderators see every module, a teacher the
 * modules they teach, a participant their own. The spec names no call: GET /SchoolX/EducationalChart.
 */
export const CHART_KINDS = ['lesson', 'holiday', 'assessment', 'none'] as const
export type ChartKind = (typeof CHART_KINDS)[number]

export const chartSchema = v.object({
  year: v.string(),
  weeks: v.array(v.object({ week: v.number(), start: v.string(), end: v.string() })),
  modules: v.array(
    v.object({
      moduleID: v.number(),
      name: v.string(),
      course: v.number(),
      cells: v.array(v.picklist(CHART_KINDS)),
    }),
  ),
})
export type EducationalChart = v.InferOutput<typeof chartSchema>

export async function getEducationalChart(options: RequestOptions = {}): Promise<EducationalChart> {
  return parseAnswer(stateEnvelope(chartSchema), await http.get('/SchoolX/EducationalChart', undefined, options)).data
}
