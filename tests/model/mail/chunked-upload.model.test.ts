import { describe, expect, it } from 'vitest'
import { chunkedUploadMachine } from '@/machines/mail/chunked-upload.machine'
import { CHUNK_RETRIES, MAIL_CHUNK_SIZE } from '@/lib/constants/mail'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const files = [new File(['abc'], 'a.txt'), new File([new Uint8Array(MAIL_CHUNK_SIZE + 2)], 'b.pdf')]
const position = (c: { fileIndex: number; chunkIndex: number }) => c.fileIndex * 10 + c.chunkIndex

/**
 * Chunked upload paths: every chunk may succeed or fail; a failure waits (backoff) and retries the SAME
 * chunk up to CHUNK_RETRIES times, then the upload stops there and reports the position to resume from.
 */
const options: ReplayOptions<typeof chunkedUploadMachine> = {
  machine: chunkedUploadMachine,
  input: { messageID: 3, files },
  events: () => [],
  outcomes: { sendChunk: { outputs: [1], error: new Error('lost') } },
  traversalLimit: 5000,
  assertState: (s) => {
    const sent = s.context.uploaded.reduce((a, b) => a + b, 0)
    const expected =
      files.slice(0, s.context.fileIndex).reduce((a, f) => a + f.size, 0) +
      Math.min(files[s.context.fileIndex]?.size ?? 0, s.context.chunkIndex * MAIL_CHUNK_SIZE)
    expect(sent, 'progress = bytes of the chunks confirmed').toBe(expected)
  },
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.sendChunk') {
      expect(position(after.context)).toBeGreaterThan(position(before.context))
      expect(after.context.attempt).toBe(0)
    }
    if (event.type === 'xstate.error.actor.sendChunk') {
      expect(position(after.context), 'a failure never moves on').toBe(position(before.context))
      if (before.context.attempt < CHUNK_RETRIES) expect(after.value).toBe('waiting')
      else {
        expect(after.status).toBe('done')
        expect(after.output).toEqual({
          ok: false,
          fileName: files[before.context.fileIndex].name,
          position: { fileIndex: before.context.fileIndex, chunkIndex: before.context.chunkIndex },
        })
      }
    }
    if (event.type.startsWith('xstate.after.')) {
      expect(after.value).toBe('uploading')
      expect(position(after.context), 'the retry resends the same chunk').toBe(position(before.context))
    }
    if (after.status === 'done' && after.value === 'done') expect(after.output).toEqual({ ok: true })
  },
}

describe('chunked upload machine (model-based)', () => {
  const paths = modelPaths(options)
  it('reaches success and the give-up state', () => {
    expect(paths.some((p) => (p.state as { value: unknown }).value === 'done')).toBe(true)
    expect(paths.some((p) => (p.state as { value: unknown }).value === 'failed')).toBe(true)
  })
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(options, path)
    })
  }
})
