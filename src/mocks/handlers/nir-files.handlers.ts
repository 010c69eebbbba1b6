import { http, HttpResponse, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { badRequest, forbidden, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, deleteRecord, nextId } from '../lib/store'
import { getBlob, putBlob } from '../lib/persistence'
import { NIR_FILE_MAX_BYTES, NIR_FILE_TYPES } from '@/lib/constants/nir'
import { canEdit, canSee, findWork, int, today } from './nir-common'

const FILE_NAME = /^[^\\/:*?"<>|]{1,150}\.(pdf|docx?|rtf|odt|jpe?g|png|tiff?)$/i
const FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/tiff',
]
const fileRow = (f: { id: number; name: string; size: number }) => ({ id: f.id, name: f.name, size: f.size })
const fileOf = (raw: unknown) => {
  const id = int(typeof raw === 'string' ? raw : null)
  return id === null ? null : db.nirFile.findFirst({ where: { id: { equals: id } } })
}

/** Files of a work by type (spec 2 §7): who sees the work sees its files; who may edit it adds and deletes them. */
export const nirFileHandlers: HttpHandler[] = [
  http.get('*/api/publication/files/typeFileList', ({ request }) => {
    const user = requireUser(request)
    const work = findWork(queryOf(request).get('workID'))
    if (!work) return notFound('Работа не найдена')
    if (!canSee(user, work)) return forbidden('Нет доступа к этой работе')
    const files = db.nirFile.findMany({ where: { workID: { equals: work.workID } } }).sort((a, b) => a.id - b.id)
    return ok(
      NIR_FILE_TYPES.map((t) => ({
        type: t.type,
        typeName: t.name,
        files: files.filter((f) => f.type === t.type).map(fileRow),
      })),
    )
  }),

  http.post('*/api/Publication/Files/pushFile', async ({ request }) => {
    const user = requireUser(request)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest('Файл передаётся формой: workID, type и cfile')
    }
    const work = findWork(String(form.get('workID') ?? ''))
    if (!work) return notFound('Работа не найдена')
    if (!canEdit(user, work)) return forbidden('Прикладывать файлы может автор работы, пока она не принята')
    const type = int(String(form.get('type') ?? ''))
    if (!NIR_FILE_TYPES.some((t) => t.type === type)) return badRequest('Выберите тип файла')
    const file = form.get('cfile')
    if (!file || typeof file === 'string' || file.size === 0) return badRequest('Выберите непустой файл')
    if (!FILE_NAME.test(file.name) && !FILE_TYPES.includes(file.type))
      return badRequest('Приложите PDF, DOC, DOCX, RTF, ODT или изображение JPG, PNG, TIFF')
    if (file.size > NIR_FILE_MAX_BYTES) return badRequest('Файл больше 20 МБ: сожмите его')
    const row = createRecord('nirFile', {
      id: nextId('nirFile', 'id'),
      workID: work.workID,
      type: type!,
      name: file.name,
      size: file.size,
      dateInsert: today(),
    })
    await putBlob(`nir-file:${row.id}`, file)
    return ok(fileRow(row))
  }),

  http.delete('*/api/Publication/Files/pushFile/:id', ({ request, params }) => {
    const user = requireUser(request)
    const file = fileOf(params.id)
    const work = file ? findWork(file.workID) : null
    if (!file || !work) return notFound('Файл не найден')
    if (!canEdit(user, work)) return forbidden('Удалять файлы может автор работы, пока она не принята')
    deleteRecord('nirFile', 'id', file.id)
    return ok(true)
  }),

  http.get('*/api/Publication/Files/pushFile/:id', async ({ request, params }) => {
    const user = requireUser(request)
    const file = fileOf(params.id)
    const work = file ? findWork(file.workID) : null
    if (!file || !work) return notFound('Файл не найден')
    if (!canSee(user, work)) return forbidden('Нет доступа к этой работе')
    const blob = await getBlob(`nir-file:${file.id}`)
    if (!blob) return notFound('Файл не найден')
    return new HttpResponse(await blob.arrayBuffer(), {
      headers: {
        'Content-Type': blob.type || 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    })
  }),
]
