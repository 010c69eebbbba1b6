import { assign, setup } from 'xstate'
import type { ChunkPart } from '@/api/mail'
import { sendChunk } from './chunked-upload.actors'
import { CHUNK_RETRIES, CHUNK_RETRY_BASE_MS, MAIL_CHUNK_SIZE, chunkCount } from '@/lib/constants/mail'

/**
 * Uploads a letter's files one after another in chunks of 3,096,576 bytes (spec 2 §4, §9). Each chunk is
 * a Blob.slice of the file, so a file is never read into memory at once. A failed chunk is retried
 * CHUNK_RETRIES times with exponential backoff; after that the machine stops at that chunk and says
 * where, so a new upload can resume from it (`start`) instead of from zero.
 */
export interface UploadPosition {
  fileIndex: number
  chunkIndex: number
}
export interface UploadInput {
  messageID: number
  files: File[]
  start?: UploadPosition | null
}
export type UploadOutput = { ok: true } | { ok: false; fileName: string; position: UploadPosition }

export interface UploadContext {
  messageID: number
  files: File[]
  fileIndex: number
  chunkIndex: number
  /** Retry attempt for the current chunk (0 = first try). */
  attempt: number
  /** Bytes confirmed by the server, per file. */
  uploaded: number[]
  failed: boolean
}

/** The chunk to send now: a slice of the file, never the whole file read into memory. */
export function chunkOf(context: UploadContext): ChunkPart {
  const file = context.files[context.fileIndex]
  const from = context.chunkIndex * MAIL_CHUNK_SIZE
  const count = chunkCount(file.size)
  return {
    messageID: context.messageID,
    file: file.slice(from, Math.min(file.size, from + MAIL_CHUNK_SIZE)),
    fileName: file.name,
    chunkNumber: context.chunkIndex,
    isFirstChunk: context.chunkIndex === 0,
    isLastChunk: context.chunkIndex === count - 1,
  }
}

const bytesBefore = (file: File, chunkIndex: number) => Math.min(file.size, chunkIndex * MAIL_CHUNK_SIZE)

export const chunkedUploadMachine = setup({
  types: {
    context: {} as UploadContext,
    input: {} as UploadInput,
    output: {} as UploadOutput,
  },
  actors: {
    sendChunk,
  },
  guards: {
    allSent: ({ context }) => context.fileIndex >= context.files.length,
    canRetry: ({ context }) => context.attempt < CHUNK_RETRIES,
  },
  delays: {
    /** 500 ms, 1 s, 2 s… before retry n. */
    CHUNK_RETRY_DELAY: ({ context }) => CHUNK_RETRY_BASE_MS * 2 ** Math.max(0, context.attempt - 1),
  },
}).createMachine({
  id: 'chunkedUpload',
  context: ({ input }) => {
    const start = input.start ?? { fileIndex: 0, chunkIndex: 0 }
    return {
      messageID: input.messageID,
      files: input.files,
      fileIndex: start.fileIndex,
      chunkIndex: start.chunkIndex,
      attempt: 0,
      uploaded: input.files.map((f, i) =>
        i < start.fileIndex ? f.size : i === start.fileIndex ? bytesBefore(f, start.chunkIndex) : 0,
      ),
      failed: false,
    }
  },
  initial: 'next',
  states: {
    next: {
      always: [{ guard: 'allSent', target: 'done' }, { target: 'uploading' }],
    },
    uploading: {
      invoke: {
        id: 'sendChunk',
        src: 'sendChunk',
        input: ({ context }) => chunkOf(context),
        onDone: {
          target: 'next',
          actions: assign(({ context }) => {
            const file = context.files[context.fileIndex]
            const uploaded = [...context.uploaded]
            const last = context.chunkIndex >= chunkCount(file.size) - 1
            uploaded[context.fileIndex] = bytesBefore(file, context.chunkIndex + 1)
            return last
              ? { uploaded, fileIndex: context.fileIndex + 1, chunkIndex: 0, attempt: 0 }
              : { uploaded, chunkIndex: context.chunkIndex + 1, attempt: 0 }
          }),
        },
        onError: [
          { guard: 'canRetry', target: 'waiting', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
          { target: 'failed', actions: assign({ failed: true }) },
        ],
      },
    },
    waiting: {
      after: { CHUNK_RETRY_DELAY: 'uploading' },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): UploadOutput =>
    context.failed
      ? {
          ok: false,
          fileName: context.files[context.fileIndex]?.name ?? '',
          position: { fileIndex: context.fileIndex, chunkIndex: context.chunkIndex },
        }
      : { ok: true },
})
