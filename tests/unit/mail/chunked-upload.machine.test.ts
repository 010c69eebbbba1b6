import { describe, expect, it, vi, afterEach } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { chunkedUploadMachine, chunkOf, type UploadContext } from '@/machines/mail/chunked-upload.machine'
import { selectFileProgress, selectOverallProgress } from '@/machines/mail/chunked-upload.selectors'
import { CHUNK_RETRIES, CHUNK_RETRY_BASE_MS, MAIL_CHUNK_SIZE } from '@/lib/constants/mail'
import type { ChunkPart } from '@/api/mail'

const file = (name: string, size: number) => new File([new Uint8Array(size)], name)

function run(
  files: File[],
  fail: (part: ChunkPart, call: number) => boolean,
  start?: { fileIndex: number; chunkIndex: number },
) {
  const parts: ChunkPart[] = []
  let call = 0
  const machine = chunkedUploadMachine.provide({
    actors: {
      sendChunk: fromPromise<unknown, ChunkPart>(async ({ input }) => {
        parts.push(input)
        if (fail(input, call++)) throw new Error('lost')
        return 1
      }),
    },
  })
  const actor = createActor(machine, { input: { messageID: 9, files, start } })
  return { actor, parts }
}

afterEach(() => vi.useRealTimers())

describe('chunked upload', () => {
  it('slices each file into chunks of 3,096,576 bytes in order, first/last flags and numbers per file', async () => {
    const big = file('big.pdf', MAIL_CHUNK_SIZE * 2 + 5)
    const small = file('small.txt', 10)
    const { actor, parts } = run([big, small], () => false)
    actor.start()
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toEqual({ ok: true })
    expect(parts.map((p) => [p.fileName, p.chunkNumber, p.isFirstChunk, p.isLastChunk, p.file.size])).toEqual([
      ['big.pdf', 0, true, false, MAIL_CHUNK_SIZE],
      ['big.pdf', 1, false, false, MAIL_CHUNK_SIZE],
      ['big.pdf', 2, false, true, 5],
      ['small.txt', 0, true, true, 10],
    ])
    expect(parts.every((p) => p.messageID === 9)).toBe(true)
    expect(selectOverallProgress(done)).toBe(100)
    expect(selectFileProgress(done).map((f) => f.percent)).toEqual([100, 100])
  })

  it('a chunk is a Blob.slice of the file (the file is never read whole)', () => {
    const big = file('big.pdf', MAIL_CHUNK_SIZE + 3)
    const spy = vi.spyOn(big, 'slice')
    const arrayBuffer = vi.spyOn(big, 'arrayBuffer')
    const part = chunkOf({
      messageID: 1,
      files: [big],
      fileIndex: 0,
      chunkIndex: 1,
      attempt: 0,
      uploaded: [0],
      failed: false,
    } satisfies UploadContext)
    expect(spy).toHaveBeenCalledWith(MAIL_CHUNK_SIZE, MAIL_CHUNK_SIZE + 3)
    expect(arrayBuffer).not.toHaveBeenCalled()
    expect(part.file.size).toBe(3)
  })

  it('retries a failed chunk with backoff 500 ms, 1 s, 2 s, then succeeds and goes on from that chunk', async () => {
    vi.useFakeTimers()
    const big = file('big.pdf', MAIL_CHUNK_SIZE + 1)
    const { actor, parts } = run([big], (p, call) => p.chunkNumber === 1 && call <= 3)
    actor.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(actor.getSnapshot().context.attempt).toBe(1)
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_BASE_MS - 1)
    expect(parts).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(parts).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_BASE_MS * 2)
    expect(parts).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_BASE_MS * 4)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ ok: true })
    expect(parts.map((p) => p.chunkNumber)).toEqual([0, 1, 1, 1, 1])
  })

  it(`gives up after ${CHUNK_RETRIES} retries and says where; a new upload resumes from that chunk, not from zero`, async () => {
    vi.useFakeTimers()
    const a = file('a.pdf', 4)
    const big = file('big.pdf', MAIL_CHUNK_SIZE * 2 + 1)
    const first = run([a, big], (p) => p.fileName === 'big.pdf' && p.chunkNumber === 1)
    first.actor.start()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(first.actor.getSnapshot().output).toEqual({
      ok: false,
      fileName: 'big.pdf',
      position: { fileIndex: 1, chunkIndex: 1 },
    })
    expect(first.parts.filter((p) => p.fileName === 'big.pdf' && p.chunkNumber === 1)).toHaveLength(1 + CHUNK_RETRIES)
    expect(selectFileProgress(first.actor.getSnapshot()).map((f) => f.percent)).toEqual([100, 50])

    const second = run([a, big], () => false, { fileIndex: 1, chunkIndex: 1 })
    second.actor.start()
    expect(selectOverallProgress(second.actor.getSnapshot())).toBe(
      Math.round(((4 + MAIL_CHUNK_SIZE) / (4 + big.size)) * 100),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(second.actor.getSnapshot().output).toEqual({ ok: true })
    expect(second.parts.map((p) => [p.fileName, p.chunkNumber, p.isFirstChunk, p.isLastChunk])).toEqual([
      ['big.pdf', 1, false, false],
      ['big.pdf', 2, false, true],
    ])
  })
})
