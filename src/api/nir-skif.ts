import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { listWorkSchema } from './nir'

/**
 * SKIF works: works of the types «Скиф» and «СкифРазработка» in the works model (spec 2 §3), edited in
 * the work editor; this list is the author's own (the SKIF cabinet and the research admin: every one).
 */
export const skifListSchema = v.object({ listWorks: v.array(listWorkSchema) })

export const getSkifWorks = async (o?: RequestOptions) =>
  parseAnswer(stateEnvelope(skifListSchema), await http.get('/Skif/Get/ListWorks', undefined, o)).data.listWorks
