import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/mail'

/** One chunk to POST /api/Mail/FileChunkSave (leaving the state aborts the request). */
export const sendChunk = fromPromise<unknown, api.ChunkPart>(({ input, signal }) => api.saveChunk(input, { signal }))
