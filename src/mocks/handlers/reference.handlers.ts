import { http, HttpResponse, type HttpHandler } from 'msw'
import { db, type ModelName } from '../db'
import { requireRole, requireUser, rolesOf } from '../lib/auth'
import { badRequest, notFound, ok, queryOf } from '../lib/respond'
import { resourceHandlers, type MockResourceOptions } from '../lib/resource-handlers'
import type { ResourceDeclaration } from '@/lib/resource/define-resource'
import { hasVisibleText } from '@/lib/resource/form-schema'
import {
  attrResource,
  ballResource,
  expertResource,
  listResource,
  podTipResource,
  pubTypeResource,
  scienceFieldResource,
  typeDocumentResource,
} from '@/api/reference-resources'
import { getBlob, putBlob } from '../lib/persistence'

/**
 * Handlers of the reference area (spec 2 §7 "Admin reference data" and the publication reference
 * calls): exact paths and query names, {state, data} answers. Reads of lookups need a signed-in user;
 * every admin read and every write needs 'Администратор-НИР' (403 otherwise). Bodies are validated (400).
 */
const ADMIN = 'Администратор-НИР'
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
const NAME_MAX = 250

type Body = Record<string, unknown>
type Rec = Record<string, unknown>
type Check = (body: Body, id: number | null) => string | null

interface Table {
  all(): Rec[]
  find(id: number): Rec | null
}
function table(model: ModelName, pk = 'id'): Table {
  const m = (db as unknown as Record<string, { getAll(): Rec[]; findFirst(q: unknown): Rec | null }>)[model as string]
  return { all: () => m.getAll(), find: (id) => m.findFirst({ where: { [pk]: { equals: id } } }) }
}

const str = (x: unknown) => (typeof x === 'string' ? x.trim() : '')
const int = (x: unknown) =>
  typeof x === 'number' && Number.isInteger(x)
    ? x
    : typeof x === 'string' && /^-?\d+$/.test(x.trim())
      ? Number(x)
      : null
const bool = (x: unknown) => x === true || x === 'true' || x === 1

/** A name: required, at most 250 characters, unique among `siblings`. */
function nameCheck(model: ModelName, sameGroup: (row: Rec, body: Body) => boolean = () => true): Check {
  return (body, id) => {
    const name = str(body.name)
    if (!hasVisibleText(name)) return 'Название обязательно'
    if (name.length > NAME_MAX) return `Название длиннее ${NAME_MAX} символов`
    const clash = table(model)
      .all()
      .find((r) => r.id !== id && sameGroup(r, body) && String(r.name).toLowerCase() === name.toLowerCase())
    return clash ? 'Запись с таким названием уже есть' : null
  }
}

/**
 * POST, PUT …/{id}, DELETE …/{id} of a declared resource (src/api/reference-resources.ts) through the kit's
 * mock side: token (401), the admin role (403), the dialog's schema and the rules below (400), journaled.
 * The GETs stay hand-written (their filters differ per resource).
 */
function writes(resource: ResourceDeclaration, options: Omit<MockResourceOptions, 'list'>): HttpHandler[] {
  return resourceHandlers(resource, { ...options, list: false })
}

const byNpp = (a: { npp: number; id: number }, b: { npp: number; id: number }) => a.npp - b.npp || a.id - b.id
/** A plain copy of a stored entity (no internal fields, arrays copied). */
const noArrays = (r: object): Rec => JSON.parse(JSON.stringify(r)) as Rec

export const referenceHandlers: HttpHandler[] = [
  // ── Lookups every signed-in user reads ──────────────────────────────────────────────────────────
  http.get('*/api/faculties', ({ request }) => {
    requireUser(request)
    return ok(
      db.faculty
        .getAll()
        .map((f) => ({ id: f.facultyID, facultyID: f.facultyID, name: f.name, shortName: f.shortName })),
    )
  }),
  http.get('*/api/facultiesExperts/:id', ({ request, params }) => {
    requireRole(requireUser(request), ADMIN)
    const expert = db.refExpert.findFirst({ where: { id: { equals: Number(params.id) } } })
    if (!expert) return notFound('Эксперт не найден')
    return ok(
      db.faculty
        .getAll()
        .filter((f) => expert.facultyIDs.includes(f.facultyID))
        .map((f) => ({ id: f.facultyID, name: f.name, shortName: f.shortName })),
    )
  }),
  http.get('*/api/ListFormStudy', ({ request }) => {
    requireUser(request)
    return ok({ listFormStudy: db.refFormStudy.getAll().map(noArrays) })
  }),
  http.get('*/api/ListLevels', ({ request }) => {
    requireUser(request)
    return ok({ listLevel: db.refLevel.getAll().map(noArrays) })
  }),
  http.get('*/api/Publication/Get/ListLevelIndexing', ({ request }) => {
    requireUser(request)
    return ok(
      db.refLevelIndexing
        .getAll()
        .sort((a, b) => a.npp - b.npp)
        .map(noArrays),
    )
  }),
  http.get('*/api/Publication/Get/ListScienceField', ({ request }) => {
    requireUser(request)
    const branchID = int(queryOf(request).get('branchID'))
    return ok(
      db.refScienceField
        .getAll()
        .filter((r) => branchID === null || r.branchID === branchID)
        .map(noArrays),
    )
  }),
  http.get('*/api/Publication/Get/ListTypes', ({ request }) => {
    requireUser(request)
    const branchID = int(queryOf(request).get('branchID'))
    return ok(
      db.refPubType
        .getAll()
        .filter((r) => branchID === null || r.branchID === branchID)
        .map(noArrays),
    )
  }),
  http.get('*/api/Publication/Get/ListStatus', ({ request }) => {
    requireUser(request)
    const typeID = int(queryOf(request).get('typeID'))
    return ok(
      db.refStatus
        .getAll()
        .filter((r) => typeID === null || r.typeID === 0 || r.typeID === typeID)
        .map(noArrays),
    )
  }),
  /** Catalogues: journals (Type 0) need ≥ 3 characters, UGNP (1) and GRNTI (2) ≥ 1; else an empty list. */
  http.get('*/api/Publication/Get/Find/Catalog', ({ request }) => {
    requireUser(request)
    const q = queryOf(request)
    const type = int(q.get('Type'))
    const text = (q.get('findStr') ?? '').trim().toLowerCase()
    if (type === null || type < 0 || type > 2) return badRequest('Неизвестный каталог')
    if (text.length < (type === 0 ? 3 : 1)) return ok([])
    return ok(
      db.refCatalog
        .getAll()
        .filter((c) => c.type === type && `${c.code} ${c.name}`.toLowerCase().includes(text))
        .slice(0, 50)
        .map((c) => ({ id: c.id, type: c.type, code: c.code, name: c.code ? `${c.code} ${c.name}` : c.name })),
    )
  }),

  // ── Science fields, publication types (spec: no DELETE for types), statuses ───────────────────
  ...writes(scienceFieldResource, {
    model: 'refScienceField',
    check: (b, id) =>
      nameCheck('refScienceField')(b, id) ?? (str(b.code).length > 20 ? 'Код длиннее 20 символов' : null),
    fields: (b, e) => ({ name: str(b.name), code: str(b.code), branchID: int(b.branchID) ?? Number(e?.branchID ?? 1) }),
  }),
  ...writes(pubTypeResource, {
    model: 'refPubType',
    check: (b, id) =>
      nameCheck('refPubType')(b, id) ??
      (!['НИД', 'ФинНИР', 'ОБР', 'Учеб', 'Иное'].includes(str(b.category)) ? 'Неизвестная категория' : null),
    fields: (b, e) => ({
      name: str(b.name),
      category: str(b.category),
      branchID: int(b.branchID) ?? Number(e?.branchID ?? 1),
      isVisible: bool(b.isVisible),
    }),
  }),

  // ── Attributes ───────────────────────────────────────────────────────────────────────────────
  http.get('*/api/Publication/Admin/Attr', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    return ok(db.refAttr.getAll().sort(byNpp).map(noArrays))
  }),
  http.get('*/api/Publication/Admin/Attr/:typeID', ({ request, params }) => {
    requireRole(requireUser(request), ADMIN)
    const typeID = Number(params.typeID)
    return ok(
      db.refAttr
        .findMany({ where: { typeID: { equals: typeID } } })
        .sort(byNpp)
        .map(noArrays),
    )
  }),
  ...writes(attrResource, {
    model: 'refAttr',
    check: (b, id) =>
      int(b.typeID) === null
        ? 'Не указан тип публикации'
        : (nameCheck('refAttr', (r, body) => r.typeID === int(body.typeID))(b, id) ??
          (int(b.npp) === null && b.npp !== undefined && b.npp !== null ? 'Порядок — целое число' : null)),
    fields: (b) => ({
      typeID: int(b.typeID),
      name: str(b.name),
      nameEng: str(b.nameEng),
      isRequired: bool(b.isRequired),
      npp: int(b.npp) ?? 0,
    }),
  }),

  // ── Lists /List/{typeID}/{listNumber} and /List/{typeID} ────────────────────────────────────
  http.get('*/api/Publication/Admin/List/:a/:b', ({ request, params }) => {
    requireRole(requireUser(request), ADMIN)
    return ok(
      db.refList
        .findMany({ where: { typeID: { equals: Number(params.a) }, listNumber: { equals: Number(params.b) } } })
        .map(noArrays),
    )
  }),
  http.get('*/api/Publication/Admin/List/:a', ({ request, params }) => {
    requireRole(requireUser(request), ADMIN)
    return ok(db.refList.findMany({ where: { typeID: { equals: Number(params.a) } } }).map(noArrays))
  }),
  ...writes(listResource, {
    model: 'refList',
    check: (b, id) => {
      if (int(b.typeID) === null) return 'Не указан тип публикации'
      const n = int(b.listNumber)
      if (n === null || n < 1 || n > 4) return 'Номер списка — от 1 до 4'
      return nameCheck('refList', (r, body) => r.typeID === int(body.typeID) && r.listNumber === int(body.listNumber))(
        b,
        id,
      )
    },
    fields: (b) => ({ typeID: int(b.typeID), listNumber: int(b.listNumber), name: str(b.name) }),
  }),

  // ── Sub-types: /PodTips/{typeID}/{branchID}, /{typeID}/{branchID}/{id}, ?typeID&branchID ─────
  http.get('*/api/Publication/Admin/PodTips', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const q = queryOf(request)
    const typeID = int(q.get('typeID'))
    const branchID = int(q.get('branchID'))
    return ok(
      db.refPodTip
        .getAll()
        .filter((r) => (typeID === null || r.typeID === typeID) && (branchID === null || r.branchID === branchID))
        .map(noArrays),
    )
  }),
  http.get('*/api/Publication/Admin/PodTips/:a/:b/:c', ({ request, params }) => {
    requireRole(requireUser(request), ADMIN)
    return ok(
      db.refPodTip
        .getAll()
        .filter((r) => r.typeID === Number(params.a) && r.branchID === Number(params.b) && r.id === Number(params.c))
        .map(noArrays),
    )
  }),
  http.get('*/api/Publication/Admin/PodTips/:a/:b', ({ request, params }) => {
    requireRole(requireUser(request), ADMIN)
    return ok(
      db.refPodTip
        .getAll()
        .filter((r) => r.typeID === Number(params.a) && r.branchID === Number(params.b))
        .map(noArrays),
    )
  }),
  ...writes(podTipResource, {
    model: 'refPodTip',
    check: (b, id) =>
      int(b.typeID) === null
        ? 'Не указан тип публикации'
        : nameCheck('refPodTip', (r, body) => r.typeID === int(body.typeID))(b, id),
    fields: (b, e) => ({
      typeID: int(b.typeID),
      branchID: int(b.branchID) ?? Number(e?.branchID ?? 1),
      name: str(b.name),
    }),
    refuseDelete: (row) =>
      db.refBall.findFirst({ where: { podTipID: { equals: Number(row.id) } } })
        ? 'Подтип используется в таблице баллов: сначала удалите его баллы'
        : null,
  }),

  // ── Point scores /balls/{typeID}/{podTipID} ─────────────────────────────────────────────────
  http.get('*/api/Publication/Admin/balls/:a/:b', ({ request, params }) => {
    requireRole(requireUser(request), ADMIN)
    const typeID = Number(params.a)
    const podTipID = Number(params.b)
    return ok(
      db.refBall
        .getAll()
        .filter((r) => r.typeID === typeID && (podTipID === 0 || r.podTipID === podTipID))
        .map(noArrays),
    )
  }),
  ...writes(ballResource, {
    model: 'refBall',
    check: (b, id) => {
      const typeID = int(b.typeID)
      const podTipID = int(b.podTipID)
      const levelID = int(b.levelID)
      const ball = int(b.ball)
      if (typeID === null || podTipID === null || levelID === null) return 'Укажите тип, подтип и уровень индексации'
      if (ball === null || ball < 0 || ball > 1000) return 'Баллы — целое число от 0 до 1000'
      if (!/^\d{4}-\d{2}-\d{2}$/.test(str(b.dateStart))) return 'Дата начала действия обязательна'
      const clash = db.refBall
        .getAll()
        .find(
          (r) => r.id !== id && r.podTipID === podTipID && r.levelID === levelID && r.dateStart === str(b.dateStart),
        )
      return clash ? 'Баллы для этого подтипа и уровня с этой даты уже заданы' : null
    },
    fields: (b) => ({
      typeID: int(b.typeID),
      podTipID: int(b.podTipID),
      levelID: int(b.levelID),
      ball: int(b.ball),
      dateStart: str(b.dateStart),
    }),
  }),

  // ── Experts ?docType ─────────────────────────────────────────────────────────────────────────
  http.get('*/api/Publication/Admin/Get/ListExpertsAdmin', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const docType = int(queryOf(request).get('docType'))
    return ok(
      db.refExpert
        .getAll()
        .filter((r) => docType === null || docType === 0 || r.docType === docType)
        .map(noArrays),
    )
  }),
  ...writes(expertResource, {
    model: 'refExpert',
    check: (b, id) => {
      const userID = int(b.userID)
      if (userID === null || !db.user.findFirst({ where: { userID: { equals: userID } } })) return 'Выберите сотрудника'
      if (int(b.docType) === null || !db.refTypeDocument.findFirst({ where: { id: { equals: int(b.docType)! } } }))
        return 'Выберите тип документа'
      if (!Array.isArray(b.facultyIDs) || b.facultyIDs.some((x) => int(x) === null)) return 'Выберите факультеты'
      if (str(b.note).length > 500) return 'Примечание длиннее 500 символов'
      const clash = db.refExpert
        .getAll()
        .find((r) => r.id !== id && r.userID === userID && r.docType === int(b.docType))
      return clash ? 'Этот сотрудник уже эксперт по этому типу документа' : null
    },
    fields: (b) => {
      const user = db.user.findFirst({ where: { userID: { equals: int(b.userID)! } } })!
      return {
        userID: user.userID,
        fio: `${user.last_name} ${user.first_name} ${user.middle_name}`.trim(),
        docType: int(b.docType),
        facultyIDs: (b.facultyIDs as unknown[]).map((x) => int(x)!),
        note: str(b.note),
        isActive: bool(b.isActive),
      }
    },
  }),

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

  // ── Users and roles ─────────────────────────────────────────────────────────────────────────
  http.get('*/api/Admin/UserList', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const q = queryOf(request)
    const loadAll = q.get('loadAll') === 'true'
    const roleID = int(q.get('roleID'))
    const users = db.user
      .getAll()
      .filter(
        (u) => (loadAll || u.kind !== 'student') && (roleID === null || roleID === 0 || u.roleIDs.includes(roleID)),
      )
      .map((u) => ({
        userID: u.userID,
        login: u.login,
        fio: `${u.last_name} ${u.first_name} ${u.middle_name}`.trim(),
        shortFIO: u.shortFIO,
        kind: u.kind,
        facultyID: u.facultyID,
        department: u.department,
        position: u.position,
        photo: u.photo,
        roleIDs: [...u.roleIDs],
      }))
    return ok(users)
  }),
  http.get('*/api/UserInfo/UserRoles', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const userID = int(queryOf(request).get('userID'))
    const user = userID === null ? null : db.user.findFirst({ where: { userID: { equals: userID } } })
    if (!user) return notFound('Пользователь не найден')
    return ok(rolesOf(user))
  }),
  http.get('*/api/Admin/PrepodList', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const fio = (queryOf(request).get('fio') ?? '').trim().toLowerCase()
    if (!fio) return ok([])
    return ok(
      db.user
        .getAll()
        .filter(
          (u) => u.kind !== 'student' && `${u.last_name} ${u.first_name} ${u.middle_name}`.toLowerCase().includes(fio),
        )
        .slice(0, 30)
        .map((u) => ({
          userID: u.userID,
          fio: `${u.last_name} ${u.first_name} ${u.middle_name}`.trim(),
          department: u.department,
        })),
    )
  }),
]
