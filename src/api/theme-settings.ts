import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { ApiError } from './errors'

/** POST /api/Admin/Parameters {id, value} (spec 1 §7, spec 2 §7): saves a site parameter such as the default accent. */
export const parameterSchema = v.object({ id: v.pipe(v.string(), v.minLength(1)), value: v.string() })
export type SiteParameter = v.InferOutput<typeof parameterSchema>

const answerSchema = stateEnvelope(parameterSchema)

export async function saveSiteParameter(
  parameter: SiteParameter,
  options: RequestOptions = {},
): Promise<SiteParameter> {
  const answer = parseAnswer(answerSchema, await http.post('/Admin/Parameters', parameter, options))
  if (answer.state !== 1) throw new ApiError('badRequest', 200, answer.msg ?? null)
  return answer.data
}
