import { fromPromise } from 'xstate'
import * as api from '@/api/mail'
import { chunkedUploadMachine } from './chunked-upload.machine'

/** The upload wired to POST /api/Mail/FileChunkSave. */
export const chunkedUploadActors = {
  sendChunk: fromPromise<unknown, api.ChunkPart>(({ input, signal }) => api.saveChunk(input, { signal })),
}

export const liveChunkedUploadMachine = chunkedUploadMachine.provide({ actors: chunkedUploadActors })
