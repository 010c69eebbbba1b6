import { http, HttpResponse, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { getBlob, putBlob } from '../lib/persistence'
import { badRequest, notFound, ok } from '../lib/respond'
import { typeDocumentResource } from '@/api/reference-resources'
import { ADMIN, bool, int, nameCheck, noArrays, str, writes } from './reference-common'

/** Document types (/Admin/typeDocuments) and their sample files. */
const SAMPLE_MAX_BYTES = 5 * 1024 * 1024
const SAMPLE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
/** A one-page PDF with a line of text: the seeded sample of 'Экспертное заключение'. */
const SEED_PDF = [
  '%PDF-1.4',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
  '4 0 obj<</Length 56>>stream',
  'BT /F1 18 Tf 40 100 Td (Sample: expert conclusion) Tj ET',
  'endstream endobj',
  '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
].join('\n')

export const referenceDocumentHandlers: HttpHandler[] = [
  // ── Document types ──────────────────────────────────────────────────────────────────────────
  http.get('*/api/TypeDocumentsController/typeDocuments', ({ request }) => {
    requireUser(request)
    return ok(db.refTypeDocument.getAll().map(noArrays))
  }),
  ...writes(typeDocumentResource, {
    model: 'refTypeDocument',
    check: (b, id) => {
      const name = nameCheck('refTypeDocument')(b, id)
      if (name) return name
      const size = int(b.maxSizeMb)
      if (size === null || size < 1 || size > 100) return 'Размер файла — от 1 до 100 МБ'
      if (!/^[a-z0-9]+(\s*,\s*[a-z0-9]+)*$/i.test(str(b.extensions))) return 'Расширения через запятую: pdf, jpg'
      return null
    },
    fields: (b) => ({
      name: str(b.name),
      extensions: str(b.extensions).toLowerCase(),
      maxSizeMb: int(b.maxSizeMb),
      isRequired: bool(b.isRequired),
      sample: str(b.sample),
    }),
    refuseDelete: (row) =>
      db.refExpert.findFirst({ where: { docType: { equals: Number(row.id) } } })
        ? 'Тип документа назначен экспертам: сначала снимите назначение'
        : null,
  }),

  /**
   * Demo-only (the spec leaves the upload path of helper calls unshown): a document type's sample
   * file is uploaded first, multipart `file`, and the row then keeps the returned path.
   */
  http.post('*/api/TypeDocumentsController/typeDocuments/sample', async ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    let file: FormDataEntryValue | null = null
    try {
      file = (await request.formData()).get('file')
    } catch {
      return badRequest('Ожидается файл')
    }
    if (!file || typeof file === 'string') return badRequest('Ожидается файл')
    if (file.size > SAMPLE_MAX_BYTES) return badRequest('Файл больше 5 МБ')
    const named = file.name.split('.').pop()?.toLowerCase() ?? ''
    const ext = SAMPLE_TYPES[named]
      ? named
      : (Object.keys(SAMPLE_TYPES).find((k) => SAMPLE_TYPES[k] === file.type) ?? '')
    if (!ext) return badRequest('Недопустимый тип файла')
    const key = `refSample-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`
    await putBlob(key, file)
    const url = new URL(request.url)
    const name = file.name.toLowerCase().endsWith(`.${ext}`) ? file.name : `file.${ext}`
    return ok({ path: `${url.pathname}/${key}/${encodeURIComponent(name)}` })
  }),
  http.get('*/api/TypeDocumentsController/typeDocuments/sample/:key/:name', async ({ params }) => {
    const name = String(params.name)
    const ext = name.split('.').pop()?.toLowerCase() ?? ''
    const blob =
      params.key === 'seed' ? new Blob([SEED_PDF], { type: 'application/pdf' }) : await getBlob(String(params.key))
    if (!blob) return notFound('Файл не найден')
    return new HttpResponse(blob, { headers: { 'Content-Type': SAMPLE_TYPES[ext] ?? 'application/octet-stream' } })
  }),
]
