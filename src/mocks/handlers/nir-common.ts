import * as v from 'valibot'
import { db } from '../db'
import { userHasRole, type DemoUser } from '../lib/auth'
import { badRequest } from '../lib/respond'
import { makeSteps, type Steps } from '../seed/nir.seed'
import {
  buildWorkSchema,
  mainShare,
  pushHeadSchema,
  type CoAuthor,
  type ExpertRow,
  type ListWork,
  type ViewField,
  type WorkView,
} from '@/api/nir'
import {
  NIR_ADMIN_ROLE,
  NIR_ACT,
  NIR_CABINETS,
  NIR_TYPE_CABINETS,
  NIR_LANGUAGES,
  NIR_NAME_MAX,
  NIR_STATUS,
  NIR_STEPS,
  NIR_TEXT_MAX,
} from '@/lib/constants/nir'
import { levelFlagsOf, type CatalogField, type StoredLevel } from '@/api/nir-indexing'
import { nirIndexingTexts as it } from '@/texts/ru/nir-indexing'

/**
 * Shared pieces of the research works handlers (spec 2 §7 "Publications"): exact paths and query names,
 * {state, data} answers; 401 without a token, 403 for works and cabinets the user may not act on,
 * 400 with a Russian message for bad input (the form's own schema, built from the same view
 * definition), journaled writes.
 */
export type Work = NonNullable<ReturnType<typeof db.nirWork.findFirst>>

export const TEACHER = 'Преподаватели'
export const LIST_LABELS: Record<number, string> = {
  1: 'Форма участия',
  2: 'Язык издания',
  3: 'Рецензирование',
  4: 'Источник финансирования',
}

export const fioOf = (u: DemoUser) => `${u.last_name} ${u.first_name} ${u.middle_name}`.trim()
export const int = (raw: string | null) => (raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null)
/** A student's grade book number and birthday (deterministic from the id: the demo has no such records). */
export const zachBookOf = (userID: number) => String(2100000 + userID)
export const birthdayOf = (userID: number) =>
  `200${userID % 6}-${String((userID % 12) + 1).padStart(2, '0')}-${String((userID % 27) + 1).padStart(2, '0')}`
export const today = () => new Date().toISOString().slice(0, 10)
export const parseJson = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T
  } catch {
    return fallback
  }
}

/** Fields a sub-type adds (spec 2: changing the sub-type changes the view). */
export function podTipFields(podTipName: string): ViewField[] {
  const n = podTipName.toLowerCase()
  const text = (key: string, label: string, required: boolean): ViewField => ({
    key,
    label,
    kind: 'text',
    required,
    options: [],
    maxLength: NIR_TEXT_MAX,
  })
  if (n.includes('журнал'))
    return [{ key: 'language', label: 'Язык публикации', kind: 'select', required: true, options: [...NIR_LANGUAGES] }]
  if (n.includes('сборник') || n.includes('конференц'))
    return [
      text('compilation', 'Название сборника или конференции', true),
      { key: 'date1', label: 'Дата проведения', kind: 'date', required: false, options: [] },
      text('address', 'Место проведения', false),
    ]
  if (n.includes('монограф') || n.includes('учебник') || n.includes('пособие'))
    return [text('publishing', 'Издательство', true), text('volumeWork', 'Объём, печ. л.', false)]
  if (n.includes('патент') || n.includes('свидетельство'))
    return [
      text('rName', 'Номер документа', true),
      { key: 'date', label: 'Дата регистрации', kind: 'date', required: true, options: [] },
    ]
  return []
}

/** The view definition of a type and sub-type, from the reference data (types, sub-types, attributes, lists). */
export function buildView(typeID: number, podTip: number | null): WorkView | null {
  const type = db.refPubType.findFirst({ where: { id: { equals: typeID } } })
  if (!type) return null
  const podTips = db.refPodTip.findMany({ where: { typeID: { equals: typeID } } })
  const chosen = podTip === null ? null : (podTips.find((p) => p.id === podTip) ?? null)
  const fields: ViewField[] = [
    { key: 'name', label: 'Название работы', kind: 'textarea', required: true, options: [], maxLength: NIR_NAME_MAX },
    { key: 'year', label: 'Год', kind: 'number', required: true, options: [] },
    ...(chosen ? podTipFields(chosen.name) : []),
  ]
  const attrs = db.refAttr
    .findMany({ where: { typeID: { equals: typeID } } })
    .sort((a, b) => a.npp - b.npp || a.id - b.id)
  for (const attr of attrs.slice(0, 7))
    fields.push({
      key: `attr${attr.npp}`,
      label: attr.name,
      kind: 'text',
      required: attr.isRequired,
      options: [],
      maxLength: NIR_TEXT_MAX,
    })
  for (let n = 1; n <= 4; n++) {
    const items = db.refList.findMany({ where: { typeID: { equals: typeID }, listNumber: { equals: n } } })
    if (items.length)
      fields.push({
        key: `list${n}`,
        label: LIST_LABELS[n],
        kind: 'select',
        required: false,
        options: items.map((i) => ({ value: i.id, label: i.name })),
      })
  }
  if (!fields.some((f) => f.key === 'language'))
    fields.push({ key: 'language', label: 'Язык', kind: 'select', required: false, options: [...NIR_LANGUAGES] })
  fields.push({
    key: 'keywords',
    label: 'Ключевые слова',
    kind: 'text',
    required: false,
    options: [],
    maxLength: NIR_TEXT_MAX,
  })
  return {
    typeID,
    typeName: type.name,
    podTip: chosen?.id ?? null,
    listPodTip: podTips.map((p) => ({ value: p.id, label: p.name })),
    fields,
  }
}

export const isAdmin = (user: DemoUser) => userHasRole(user, NIR_ADMIN_ROLE)
export const coAuthorsOf = (work: Work) => parseJson<CoAuthor[]>(work.coAuthors, [])
export const stepsOf = (work: Work) => parseJson<Steps>(work.steps, makeSteps('waiting'))

/** The step a cabinet acts on now: the first not yet confirmed, while the work is being checked. */
export function currentStep(work: Work) {
  if (work.status !== NIR_STATUS.checking) return null
  const steps = stepsOf(work)
  return NIR_STEPS.find((s) => steps[s].state !== 'confirmed') ?? null
}
export function cabinetsOf(user: DemoUser) {
  return NIR_CABINETS.filter((c) => userHasRole(user, c.role))
}
export const inQueue = (work: Work, step: string) => !work.isDelete && currentStep(work) === step

export type TypeCabinet = (typeof NIR_TYPE_CABINETS)[number]
export const typeNameOf = (work: Work) =>
  db.refPubType.findFirst({ where: { id: { equals: work.typeID } } })?.name ?? ''
/** A type cabinet's queue: accepted works of its kinds whose act is not done yet. */
export const inTypeQueue = (work: Work, cabinet: TypeCabinet) =>
  !work.isDelete &&
  work.status === NIR_STATUS.accepted &&
  work.statusAct === NIR_ACT.none &&
  (cabinet.types as readonly string[]).includes(typeNameOf(work))
/** The type cabinets a user may open: by their role, or every one for the research admin. */
export const typeCabinetsOf = (user: DemoUser) =>
  NIR_TYPE_CABINETS.filter((c) => userHasRole(user, c.role, NIR_ADMIN_ROLE))

export function canSee(user: DemoUser, work: Work): boolean {
  if (work.idUser === user.userID || isAdmin(user)) return true
  if (coAuthorsOf(work).some((a) => a.id === user.userID)) return true
  if (work.status === NIR_STATUS.accepted && reviewedBy(user, work)) return true
  if (typeCabinetsOf(user).some((c) => inTypeQueue(work, c))) return true
  return cabinetsOf(user).some((c) => inQueue(work, c.step))
}
/** The expert who confirmed the work (its «expert» step), who may still open it once it is accepted. */
const reviewedBy = (user: DemoUser, work: Work) =>
  userHasRole(user, 'Эксперт') && stepsOf(work).expert.state === 'confirmed' && stepsOf(work).expert.fio === fioOf(user)
/** The research admin or the expert who confirmed it recommends an accepted work to publication, once. */
export function canRecommend(user: DemoUser, work: Work): boolean {
  return (isAdmin(user) || reviewedBy(user, work)) && work.status === NIR_STATUS.accepted && !work.recommended
}
export function canEdit(user: DemoUser, work: Work): boolean {
  if (work.status === NIR_STATUS.accepted || work.status === NIR_STATUS.published) return isAdmin(user)
  return work.idUser === user.userID || isAdmin(user)
}

export const statusName = (status: number) =>
  db.refStatus.findFirst({ where: { id: { equals: status }, typeID: { equals: 0 } } })?.name ?? ''

export function findWork(raw: unknown): Work | null {
  const workID = typeof raw === 'number' ? raw : int(typeof raw === 'string' ? raw : null)
  if (workID === null) return null
  const work = db.nirWork.findFirst({ where: { workID: { equals: workID } } })
  return work && !work.isDelete ? work : null
}

export function workAnswer(work: Work, user: DemoUser) {
  const fields = parseJson<Record<string, unknown>>(work.fields, {})
  const view = buildView(work.typeID, work.underTypeID || null)
  const owner = db.user.findFirst({ where: { userID: { equals: work.idUser } } })
  const coAuthors = coAuthorsOf(work)
  const steps = stepsOf(work)
  const experts: ExpertRow[] = NIR_STEPS.map((step) => ({ step, fio: steps[step].fio, state: steps[step].state }))
  return {
    workID: work.workID,
    nirWork: {
      ...fields,
      workID: work.workID,
      typeID: work.typeID,
      underTypeID: work.underTypeID || null,
      status: work.status,
      statusAct: work.statusAct,
      idUser: work.idUser,
      name: work.name,
    },
    nirWorkView: view,
    statusName: statusName(work.status),
    allowEdit: canEdit(user, work),
    recommended: work.recommended ?? '',
    allowRecommend: canRecommend(user, work),
    remarks: db.nirRemark
      .findMany({ where: { workID: { equals: work.workID } } })
      .sort((a, b) => b.id - a.id)
      .map((r) => ({ id: r.id, date: r.date, fio: r.fio, step: r.step, text: r.text })),
    experts,
    authors: {
      main: {
        id: work.idUser,
        fio: owner ? fioOf(owner) : '',
        structure: owner?.department ?? '',
        influence: mainShare(coAuthors),
      },
      prepods: coAuthors,
    },
  }
}

export function listRow(work: Work): ListWork {
  const owner = db.user.findFirst({ where: { userID: { equals: work.idUser } } })
  const fields = parseJson<Record<string, unknown>>(work.fields, {})
  const last = db.nirRemark.findMany({ where: { workID: { equals: work.workID } } }).sort((a, b) => b.id - a.id)[0]
  return {
    workID: work.workID,
    typeID: work.typeID,
    typeName: db.refPubType.findFirst({ where: { id: { equals: work.typeID } } })?.name ?? '',
    name: work.name,
    year: typeof fields.year === 'number' ? fields.year : null,
    status: work.status,
    statusName: statusName(work.status),
    authors: [owner ? fioOf(owner) : '', ...coAuthorsOf(work).map((a) => a.fio)].filter(Boolean).join(', '),
    lastRemark: work.status === NIR_STATUS.returned && last ? last.text : '',
  }
}

/** Validates a pushed work against its own view definition (the form's schema); a 400 names the first problem. */
export function validatedPush(body: Record<string, unknown>) {
  const head = v.safeParse(pushHeadSchema, body)
  if (!head.success) throw badRequest('Не указан тип работы')
  const view = buildView(head.output.typeID, head.output.underTypeID)
  if (!view) throw badRequest('Такого типа работ нет')
  if (view.listPodTip.length && view.podTip === null) throw badRequest('Выберите подтип работы')
  const parsed = v.safeParse(buildWorkSchema(view), body)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? ''
      if (!errors[key]) errors[key] = issue.message
    }
    throw badRequest(parsed.issues[0].message, errors)
  }
  const { coAuthors, name, ...fields } = parsed.output
  Object.assign(fields, checkedIndexing(fields))
  for (const a of coAuthors) {
    if (a.kind === 'other' || a.id === null) continue
    const person = db.user.findFirst({ where: { userID: { equals: a.id } } })
    const wanted = a.kind === 'student' ? 'student' : 'teacher'
    if (!person || person.kind !== wanted) throw badRequest(`Соавтор «${a.fio}» не найден`)
  }
  return { head: head.output, view, coAuthors, name: String(name), fields }
}

export function lookupRow(work: Work) {
  const type = db.refPubType.findFirst({ where: { id: { equals: work.typeID } } })
  return {
    category: type?.category ?? 'НИД',
    workName: type?.name ?? '',
    typeID: work.typeID,
    status: work.status,
    title: work.name,
    userID: work.idUser,
  }
}

const CATALOGS: [CatalogField, number, string][] = [
  ['journal', 0, it.journal],
  ['strYGNP', 1, it.ugnp],
  ['strGRNTI', 2, it.grnti],
]
/** The ticked levels must be known levels and the catalogue fields catalogue entries; the flags follow the levels. */
function checkedIndexing(fields: Record<string, unknown>) {
  const lstIndex = (fields.lstIndex ?? []) as StoredLevel[]
  const known = new Set(db.refLevelIndexing.getAll().map((l) => l.systemID))
  if (lstIndex.some((l) => !known.has(l.systemID))) throw badRequest(it.unknownLevel)
  for (const [key, type, label] of CATALOGS) {
    const value = typeof fields[key] === 'string' ? fields[key] : ''
    if (!value) continue
    const names = db.refCatalog
      .findMany({ where: { type: { equals: type } } })
      .map((c) => (c.code ? `${c.code} ${c.name}` : c.name))
    if (!names.includes(value))
      throw badRequest(it.notInCatalog(label, value), { [key]: it.notInCatalog(label, value) })
  }
  return levelFlagsOf(lstIndex)
}
