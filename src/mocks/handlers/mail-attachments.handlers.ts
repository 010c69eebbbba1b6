import { http, HttpResponse, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { badRequest, failure, forbidden, notFound } from '../lib/respond'
import { createRecord, nextId, updateRecord, deleteRecord } from '../lib/store'
import { getBlob, putBlob } from '../lib/persistence'
import { seededFileBytes } from '../seed/mail.seed'
import { MAIL_CHUNK_SIZE, MAIL_MAX_TOTAL_BYTES } from '@/lib/constants/mail'
import { extensionOf } from '@/lib/files'
import { MAIL_FORMATS, canSee, isBlob, uploads } from './mail.common'

/** Attachments: the chunked upload (POST FileChunkSave) and the download of a file. */
export const mailAttachmentsHandlers: HttpHandler[] = [
  http.post('*/api/Mail/FileChunkSave', async ({ request }) => {
    const user = requireUser(request)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest('Ожидались данные формы')
    }
    const file = form.get('file')
    const messageID = Number(form.get('messageID'))
    const chunkNumber = Number(form.get('chunkNumber'))
    const isFirst = form.get('isFirstChunk') === 'true'
    const isLast = form.get('isLastChunk') === 'true'
    // Duck-typed: under test the form's File comes from another realm than this module's Blob.
    if (!isBlob(file) || !Number.isInteger(chunkNumber) || chunkNumber < 0)
      return badRequest('Некорректная часть файла')
    const name = (file as File).name || 'file'
    const message = db.mailMessage.findFirst({ where: { messageID: { equals: messageID } } })
    if (!message) return notFound('Письмо не найдено')
    if (message.fromID !== user.userID) return forbidden('Это не ваше письмо')
    if (!MAIL_FORMATS.includes(extensionOf(name)))
      return badRequest('Формат файла не поддерживается', { file: 'format' })
    if (file.size > MAIL_CHUNK_SIZE || (!isLast && file.size !== MAIL_CHUNK_SIZE))
      return badRequest('Неверный размер части файла', { file: 'size' })
    const key = `${messageID}:${name}`
    let upload = uploads.get(key)
    if (isFirst) {
      if (chunkNumber !== 0) return badRequest('Первая часть должна иметь номер 0', { chunkNumber: 'order' })
      // A first chunk always starts the file afresh (a new upload or a retry of chunk 0).
      const existing = db.mailFile.findFirst({ where: { messageID: { equals: messageID }, name: { equals: name } } })
      const fileID = existing?.fileID ?? nextId('mailFile', 'fileID')
      if (existing) updateRecord('mailFile', 'fileID', fileID, { size: 0, complete: false })
      else createRecord('mailFile', { fileID, messageID, name, size: 0, complete: false, seeded: false })
      upload = { fileID, parts: [], done: false, count: 0 }
      uploads.set(key, upload)
    }
    if (!upload) return badRequest('Нет первой части файла', { chunkNumber: 'order' })
    // The last chunk again after the file was stored (its answer was lost): already done.
    if (upload.done) {
      if (isLast && chunkNumber === upload.count - 1) return HttpResponse.json({ state: 1 })
      return badRequest('Нарушен порядок частей файла', { chunkNumber: 'order' })
    }
    // The next chunk, or the previous one again (a retry after a lost answer) — nothing else.
    if (chunkNumber === upload.parts.length) upload.parts.push(file)
    else if (chunkNumber === upload.parts.length - 1) upload.parts[chunkNumber] = file
    else return badRequest('Нарушен порядок частей файла', { chunkNumber: 'order' })
    const size = upload.parts.reduce((sum, part) => sum + part.size, 0)
    const others = db.mailFile
      .findMany({ where: { messageID: { equals: messageID } } })
      .filter((f) => f.fileID !== upload!.fileID)
    if (others.reduce((sum, f) => sum + f.size, 0) + size >= MAIL_MAX_TOTAL_BYTES) {
      uploads.delete(key)
      deleteRecord('mailFile', 'fileID', upload.fileID)
      return badRequest('Общий размер файлов превышен', { file: 'total' })
    }
    if (isLast) {
      const blob = new Blob(upload.parts)
      await putBlob(`mail-file:${upload.fileID}`, blob)
      updateRecord('mailFile', 'fileID', upload.fileID, { size: blob.size, complete: true })
      // Keep only what a repeated last chunk needs; the bytes live in the blob store now.
      upload.count = upload.parts.length
      upload.parts = []
      upload.done = true
    }
    return HttpResponse.json({ state: 1 })
  }),

  http.get('*/api/Mail/Files/:fileID', async ({ request, params }) => {
    const user = requireUser(request)
    const file = db.mailFile.findFirst({ where: { fileID: { equals: Number(params.fileID) } } })
    if (!file || !canSee(user, file.messageID)) return notFound('Файл не найден')
    if (!file.complete) return failure(409, 'Файл загружен не полностью')
    const blob = file.seeded ? seededFileBytes(file.name) : await getBlob(`mail-file:${file.fileID}`)
    if (!blob) return notFound('Файл не найден')
    return new HttpResponse(await blob.arrayBuffer(), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(blob.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    })
  }),
]
