import * as v from 'valibot'
import { fillPath, type Params, type ResourceDeclaration } from '@/lib/resource/define-resource'
import { uploadFiles, type FormMode, type FormValues } from '@/lib/resource/form-schema'
import type { Row } from '@/lib/resource/table-types'
import { http, parseAnswer, stateEnvelope, type Query, type RequestOptions } from './http'
import { ApiError } from './errors'

/**
 * Typed fetchers of any resource of the kit (src/lib/resource/define-resource.ts): list, save (create or
 * update, files uploaded first), remove and detail, over the one HTTP client. Answers are `{state, data}`
 * validated with the declaration's row schema; a state other than 1 fails like an HTTP error with the
 * server's message.
 */
export type { Params }

/** The data of a {state, data} answer; state ≠ 1 fails with the server's message. */
export function dataOf<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = parseAnswer(stateEnvelope(schema), answer)
  if (parsed.state !== 1) throw new ApiError('server', 200, parsed.msg ?? null)
  return parsed.data
}

/** A filled template split into the path and its query (so the client encodes it once). */
function target(template: string, values: Record<string, unknown>): [string, Query | undefined] {
  const filled = fillPath(template, values)
  const [path, search] = filled.split('?')
  if (!search) return [path, undefined]
  return [path, Object.fromEntries(new URLSearchParams(search))]
}

/** What a save needs: create or edit, the edited row, the dialog's parsed values, the list parameters. */
export interface SaveInput {
  mode: FormMode
  row: Row | null
  values: FormValues
  params: Params
}

export function resourceApi(resource: ResourceDeclaration) {
  const rowSchema = resource.row as v.GenericSchema<unknown, Row>
  const rowsSchema = resource.rowsField
    ? v.pipe(
        v.object({ [resource.rowsField]: v.array(rowSchema) }),
        v.transform((d) => d[resource.rowsField!] as Row[]),
      )
    : v.array(rowSchema)
  const keyOf = (row: Row) => ({ ...row, key: row[resource.key] })
  const { endpoints } = resource

  const list = async (params: Params, o: RequestOptions = {}): Promise<Row[]> => {
    const [path, query] = target(endpoints.list, { ...resource.defaultParams, ...params })
    return dataOf(rowsSchema, await http.get(path, query, o)) as Row[]
  }

  const upload = async (file: File, o: RequestOptions = {}): Promise<string> => {
    if (!endpoints.upload) throw new ApiError('badRequest', 0, null)
    const form = new FormData()
    form.append('file', file)
    const [path] = target(endpoints.upload, {})
    return dataOf(v.object({ path: v.string() }), await http.post(path, form, o)).path
  }

  /** The body: the edited row's fields, the parameters' fields, then the dialog's values (files uploaded first). */
  const save = async (input: SaveInput, o: RequestOptions = {}): Promise<Row> => {
    const values = endpoints.upload ? await uploadFiles(input.values, (file) => upload(file, o)) : input.values
    const params = { ...resource.defaultParams, ...input.params }
    const body = { ...(input.row ?? {}), ...(resource.fromParams?.(params) ?? {}), ...values }
    const template = input.mode === 'create' ? endpoints.create : endpoints.update
    if (!template) throw new ApiError('forbidden', 0, null)
    const [path, query] = target(template, input.row ? keyOf(input.row) : params)
    const send = input.mode === 'create' ? http.post : http.put
    return dataOf(
      rowSchema,
      await send(query ? `${path}?${new URLSearchParams(query as Record<string, string>)}` : path, body, o),
    ) as Row
  }

  const remove = async (row: Row, o: RequestOptions = {}): Promise<unknown> => {
    if (!endpoints.remove) throw new ApiError('forbidden', 0, null)
    const [path, query] = target(endpoints.remove, keyOf(row))
    return dataOf(v.unknown(), await http.delete(path, query, o))
  }

  const detail = async (row: Row, o: RequestOptions = {}): Promise<unknown> => {
    if (!endpoints.detail) return null
    const [path, query] = target(endpoints.detail, keyOf(row))
    return dataOf(resource.detail ?? v.unknown(), await http.get(path, query, o))
  }

  return { list, save, remove, detail, upload }
}
