import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { ApiError } from './errors'
import { NIR_BRANCH_ID, NIR_PREVIEW_EXTENSIONS } from '@/lib/constants/nir'

/**
 * Files of a work by type (spec 2 §7 "Publications"): GET /publication/files/typeFileList?workID&branchID,
 * POST /Publication/Files/pushFile (multipart workID, type, cfile), DELETE /Publication/Files/pushFile/{id}.
 * The bytes of one file (for its preview or download) come from GET /Publication/Files/pushFile/{id}
 * (the spec does not show that path).
 */
export const workFileSchema = v.object({ id: v.number(), name: v.string(), size: v.number() })
export const fileTypeSchema = v.object({ type: v.number(), typeName: v.string(), files: v.array(workFileSchema) })
export type WorkFile = v.InferOutput<typeof workFileSchema>
export type FileType = v.InferOutput<typeof fileTypeSchema>

function dataOf<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = parseAnswer(stateEnvelope(schema), answer)
  if (parsed.state !== 1) throw new ApiError('server', 200, parsed.msg ?? null)
  return parsed.data
}

export const getTypeFileList = async (workID: number, o?: RequestOptions) =>
  dataOf(
    v.array(fileTypeSchema),
    await http.get('/publication/files/typeFileList', { workID, branchID: NIR_BRANCH_ID }, o),
  )

export async function pushWorkFile(workID: number, type: number, file: File, o?: RequestOptions) {
  const form = new FormData()
  form.append('workID', String(workID))
  form.append('type', String(type))
  form.append('cfile', file, file.name)
  return dataOf(workFileSchema, await http.post('/Publication/Files/pushFile', form, o))
}

export const deleteWorkFile = async (id: number, o?: RequestOptions) =>
  dataOf(v.unknown(), await http.delete(`/Publication/Files/pushFile/${id}`, undefined, o))

export async function getWorkFileBytes(id: number, o?: RequestOptions): Promise<Blob> {
  const body = await http.get<Blob>(`/Publication/Files/pushFile/${id}`, undefined, o)
  if (!(body instanceof Blob)) throw new ApiError('invalidResponse', 200, null)
  return body
}

/** Spec 2 §5: jpg, png, jpeg, tiff and pdf files are previewable. */
export function isPreviewable(name: string): boolean {
  const ext = name.toLowerCase().split('.').pop() ?? ''
  return name.includes('.') && (NIR_PREVIEW_EXTENSIONS as readonly string[]).includes(ext)
}
