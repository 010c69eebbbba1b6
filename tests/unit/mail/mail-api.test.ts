// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as api from '@/api/mail'
import { signInNode as signIn, bytes, mailBody } from './node-session'
import { MAIL_CHUNK_SIZE } from '@/lib/constants/mail'

const base = () => mailBody({ userToID: 1000, markdownMessage: 'текст', htmlMessage: '<p>текст</p>', message: 'текст' })

describe('mail API over the mock backend', () => {
  it('sends a letter, reassembles a two-chunk file in order and downloads it byte-identical', async () => {
    signIn(1)
    const { state, messageID } = await api.sendMail(base())
    expect(state).toBe(1)
    const data = bytes(MAIL_CHUNK_SIZE + 1234)
    const file = new File([data], 'отчёт.pdf')
    await api.saveChunk({
      messageID: messageID!,
      file: file.slice(0, MAIL_CHUNK_SIZE),
      fileName: file.name,
      chunkNumber: 0,
      isFirstChunk: true,
      isLastChunk: false,
    })
    await api.saveChunk({
      messageID: messageID!,
      file: file.slice(MAIL_CHUNK_SIZE),
      fileName: file.name,
      chunkNumber: 1,
      isFirstChunk: false,
      isLastChunk: true,
    })
    const letter = await api.getLetter(messageID!)
    expect(letter.files).toEqual([{ fileID: expect.any(Number), name: 'отчёт.pdf', size: data.length, complete: true }])
    const blob = await api.downloadFile(letter.files[0].fileID)
    expect(Buffer.from(await blob.arrayBuffer()).equals(Buffer.from(data))).toBe(true)
  })
})
