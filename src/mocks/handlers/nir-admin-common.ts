import * as v from 'valibot'
import { badRequest } from '../lib/respond'

/** A body checked by the api's schema (the rules the screen's form uses): a 400 with its first message. */
export function parsed<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body)
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}
