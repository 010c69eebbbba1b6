import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, notFound, ok, queryOf } from '../lib/respond'
import {
  attrResource,
  ballResource,
  expertResource,
  listResource,
  podTipResource,
  pubTypeResource,
  scienceFieldResource,
} from '@/api/reference-resources'
import { ADMIN, bool, byNpp, int, nameCheck, noArrays, str, writes } from './reference-common'
import { referenceDocumentHandlers } from './reference-documents.handlers'
import { referenceUserHandlers } from './reference-users.handlers'

/**
 * Handlers of the reference area (spec 2 §7 "Admin reference data" and the publication reference
 * calls): exact paths and query names, {state, data} answers. Reads of lookups need a signed-in user;
 * every admin read and every write needs 'Администратор-НИР' (403 otherwise). Bodies are validated (400).
 */
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
  ...referenceDocumentHandlers,
  ...referenceUserHandlers,
]
