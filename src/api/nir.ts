import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type Query, type RequestOptions } from './http'
import { ApiError } from './errors'
import { hasVisibleText, visibleText } from '@/lib/validation'
import { nirTexts as t } from '@/texts/ru/nir'
import { NIR_AUTHOR_FIO_MAX, NIR_BRANCH_ID, NIR_CITATION_SLUG, NIR_NAME_MAX, NIR_REMARK_MAX } from '@/lib/constants/nir'
import type { NirStep } from '@/lib/constants/nir'
import { indexingEntries } from './nir-indexing'

/**
 * Research works (spec 2 §3 "Research work", "Authors", "Publication wrapper"; §4 "Authors' influence";
 * §7 "Publications"). The form of a work is driven by the server's view definition: the schema that
 * validates it is built from that definition here and reused by the mock handler.
 */

// ── View definition (GET /Publication/Get/WorkView?typeID&podTip&branchID) ─────────────────────────
export const VIEW_FIELD_KINDS = ['text', 'textarea', 'number', 'date', 'select'] as const
export const optionSchema = v.object({ value: v.number(), label: v.string() })
export const viewFieldSchema = v.object({
  /** The nirWorks field the value goes to (name, year, compilation, attr1…, list1…, language…). */
  key: v.string(),
  label: v.string(),
  kind: v.picklist(VIEW_FIELD_KINDS),
  required: v.boolean(),
  options: v.optional(v.array(optionSchema), []),
  maxLength: v.optional(v.number()),
})
export const workViewSchema = v.object({
  typeID: v.number(),
  typeName: v.string(),
  podTip: v.nullable(v.number()),
  listPodTip: v.array(optionSchema),
  fields: v.array(viewFieldSchema),
})
export type ViewOption = v.InferOutput<typeof optionSchema>
export type ViewField = v.InferOutput<typeof viewFieldSchema>
export type WorkView = v.InferOutput<typeof workViewSchema>

// ── Authors and influence (spec 2 §3 "Authors", §4) ─────────────────────────────────────────────
/** Teacher authors (found by /Find/Prepods), student authors (/Find/Students) and other authors by free text. */
export const AUTHOR_KINDS = ['prepod', 'student', 'other'] as const
export type AuthorKind = (typeof AUTHOR_KINDS)[number]
export const coAuthorSchema = v.object({
  kind: v.optional(v.picklist(AUTHOR_KINDS), 'prepod'),
  /** The person's id for teachers and students; null for an author from outside the university. */
  id: v.nullable(v.number()),
  fio: v.string(),
  fioEng: v.optional(v.string(), ''),
  structure: v.optional(v.string(), ''),
  /** Student authors: grade book number and birthday (spec 2 §3). */
  zachBook: v.optional(v.string(), ''),
  birthday: v.optional(v.string(), ''),
  influence: v.nullable(v.number()),
})
export type CoAuthor = v.InferOutput<typeof coAuthorSchema>

/** Total influence of the other authors: teachers, students and other authors (null counts as 0). */
export function totalInfluence(coAuthors: readonly { influence: number | null }[]): number {
  return coAuthors.reduce((sum, a) => sum + (a.influence ?? 0), 0)
}
/** Spec 2 §4: the main author's share is 100 minus the sum entered. */
export function mainShare(coAuthors: readonly { influence: number | null }[]): number {
  return Math.round((100 - totalInfluence(coAuthors)) * 100) / 100
}
/** Spec 2 §4: the influence error flag is raised when the main author's share would be 0 or less. */
export function influenceError(coAuthors: readonly { influence: number | null }[]): boolean {
  return mainShare(coAuthors) <= 0
}
/** Two rows name the same person: same kind and id, or (other authors) the same name ignoring case and spaces. */
export function authorKey(a: { kind?: AuthorKind; id: number | null; fio: string }): string {
  const kind = a.kind ?? 'prepod'
  return a.id !== null ? `${kind}:${a.id}` : `other:${a.fio.toLowerCase().replace(/\s+/g, ' ').trim()}`
}

// ── The form's schema, built from the view definition ────────────────────────────────────────────
export interface WorkValues {
  coAuthors: CoAuthor[]
  [key: string]: unknown
}
export type WorkFormInput = Record<string, unknown>

const YEAR_MIN = 1900
const YEAR_MAX = 2100

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one field of a form whose fields the server names
type FieldSchema = v.GenericSchema<any, string | number | null>

function fieldSchema(field: ViewField): FieldSchema {
  const required = t.required(field.label)
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max = field.maxLength ?? NIR_NAME_MAX
      const base = v.pipe(
        v.optional(v.nullable(v.string()), ''),
        v.transform((s) => (s ?? '').trim()),
        v.maxLength(max, t.tooLong(field.label, max)),
      )
      return field.required
        ? v.pipe(
            base,
            v.check((s: string) => hasVisibleText(s), required),
          )
        : base
    }
    case 'number': {
      const base = v.pipe(
        v.optional(v.nullable(v.number(required)), null),
        v.check(
          (n) => n === null || (Number.isInteger(n) && n >= YEAR_MIN && n <= YEAR_MAX),
          t.numberRange(field.label),
        ),
      )
      return field.required
        ? v.pipe(
            base,
            v.check((n) => n !== null, required),
          )
        : base
    }
    case 'select': {
      const allowed = new Set(field.options.map((o) => o.value))
      const base = v.pipe(
        v.optional(v.nullable(v.number(required)), null),
        v.check((n) => n === null || allowed.has(n), required),
      )
      return field.required
        ? v.pipe(
            base,
            v.check((n) => n !== null, required),
          )
        : base
    }
    case 'date': {
      const base = v.pipe(
        v.optional(v.nullable(v.string()), null),
        v.transform((s) => (s ? s : null)),
        v.check((s) => s === null || /^\d{4}-\d{2}-\d{2}$/.test(s), required),
      )
      return field.required
        ? v.pipe(
            base,
            v.check((s) => s !== null, required),
          )
        : base
    }
  }
}

const shareSchema = v.pipe(
  v.nullable(v.number(t.influencePositive)),
  v.check((n) => n !== null && n > 0, t.influencePositive),
  v.check((n) => n === null || n < 100, t.influenceTooBig),
)
const authorRowSchema = v.pipe(
  v.object({
    ...coAuthorSchema.entries,
    fio: v.pipe(
      v.string(),
      v.transform((s) => s.replace(/\s+/g, ' ').trim()),
      v.maxLength(NIR_AUTHOR_FIO_MAX, t.authorFioTooLong(NIR_AUTHOR_FIO_MAX)),
      v.check((s) => hasVisibleText(s), t.authorFioRequired),
    ),
    fioEng: v.pipe(
      v.optional(v.string(), ''),
      v.transform((s) => s.replace(/\s+/g, ' ').trim()),
      v.maxLength(NIR_AUTHOR_FIO_MAX, t.authorFioTooLong(NIR_AUTHOR_FIO_MAX)),
    ),
    influence: shareSchema,
  }),
  v.forward(
    v.check((a) => a.kind === 'other' || a.id !== null, t.authorUnknown),
    ['fio'],
  ),
)

export const coAuthorsSchema = v.pipe(
  v.optional(v.array(authorRowSchema), []),
  v.check((list) => !influenceError(list), t.influenceError),
  v.check((list) => new Set(list.map(authorKey)).size === list.length, t.alreadyAuthor),
)

/**
 * The schema of a work's form for one view definition: each field by its kind and required flag, plus
 * the co-authors with their shares (each above 0, the main author's share above 0), the indexing levels and
 * the catalogue fields (nir-indexing.ts). The mock handler validates the pushed body with the same schema.
 */
export function buildWorkSchema(view: Pick<WorkView, 'fields'>): v.GenericSchema<WorkFormInput, WorkValues> {
  const entries: Record<string, v.GenericSchema> = {}
  for (const field of view.fields) entries[field.key] = fieldSchema(field)
  entries.coAuthors = coAuthorsSchema
  Object.assign(entries, indexingEntries)
  return v.object(entries) as unknown as v.GenericSchema<WorkFormInput, WorkValues>
}

/** The form's starting values for a view: the work's stored values where it has them. */
export function defaultWorkValues(view: Pick<WorkView, 'fields'>, work: Record<string, unknown> | null): WorkValues {
  const values: Record<string, unknown> = {}
  for (const field of view.fields) {
    const stored = work?.[field.key]
    if (field.kind === 'text' || field.kind === 'textarea') values[field.key] = typeof stored === 'string' ? stored : ''
    else if (field.kind === 'date') values[field.key] = typeof stored === 'string' && stored ? stored : null
    else values[field.key] = typeof stored === 'number' ? stored : null
  }
  values.coAuthors = []
  return values as WorkValues
}

// ── The work (GET /Publication/Get/Work?workID) ───────────────────────────────────────────────────
export const nirWorkSchema = v.looseObject({
  workID: v.number(),
  typeID: v.number(),
  underTypeID: v.nullable(v.number()),
  status: v.number(),
  statusAct: v.number(),
  idUser: v.number(),
  name: v.string(),
})
export const remarkSchema = v.object({
  id: v.number(),
  date: v.string(),
  fio: v.string(),
  step: v.string(),
  text: v.string(),
})
export const STEP_STATES = ['waiting', 'confirmed', 'returned'] as const
export const expertRowSchema = v.object({
  step: v.picklist(['export', 'expert', 'library'] as const satisfies readonly NirStep[]),
  fio: v.string(),
  state: v.picklist(STEP_STATES),
})
export const mainAuthorSchema = v.object({
  id: v.number(),
  fio: v.string(),
  structure: v.string(),
  influence: v.number(),
})
export const workAnswerSchema = v.object({
  workID: v.number(),
  nirWork: nirWorkSchema,
  nirWorkView: workViewSchema,
  statusName: v.string(),
  allowEdit: v.boolean(),
  /** «ФИО, date» of who recommended it to publication (POST /Set/recomendToPub); '' when nobody. */
  recommended: v.optional(v.string(), ''),
  allowRecommend: v.optional(v.boolean(), false),
  remarks: v.array(remarkSchema),
  experts: v.array(expertRowSchema),
  authors: v.object({ main: mainAuthorSchema, prepods: v.array(coAuthorSchema) }),
})
export type NirWork = v.InferOutput<typeof nirWorkSchema>
export type Remark = v.InferOutput<typeof remarkSchema>
export type ExpertRow = v.InferOutput<typeof expertRowSchema>
export type MainAuthor = v.InferOutput<typeof mainAuthorSchema>
export type WorkAnswer = v.InferOutput<typeof workAnswerSchema>

// ── Lists (GET /Publication/Get/ListWorks) ────────────────────────────────────────────────────────
export const listWorkSchema = v.object({
  workID: v.number(),
  typeID: v.number(),
  typeName: v.string(),
  name: v.string(),
  year: v.nullable(v.number()),
  status: v.number(),
  statusName: v.string(),
  authors: v.string(),
  lastRemark: v.string(),
})
export type ListWork = v.InferOutput<typeof listWorkSchema>

// ── Lookups ──────────────────────────────────────────────────────────────────────────────────────
/** Spec 2 §3: author lookup results carry ID, FIO, FIOEng, structure. */
export const prepodSchema = v.object({ ID: v.number(), FIO: v.string(), FIOEng: v.string(), structure: v.string() })
export type Prepod = v.InferOutput<typeof prepodSchema>
export const studentFoundSchema = v.object({
  ...prepodSchema.entries,
  zachBook: v.string(),
  birthday: v.string(),
})
export type StudentFound = v.InferOutput<typeof studentFoundSchema>

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────────
export type PushBody = WorkValues & { workID: number | null; typeID: number; underTypeID: number | null }
export const pushHeadSchema = v.object({
  workID: v.optional(v.nullable(v.number()), null),
  typeID: v.number(),
  underTypeID: v.optional(v.nullable(v.number()), null),
})
/** The cabinet's «Вернуть с замечанием» form: the remark the body below requires for a return. */
export const returnRemarkSchema = v.object({
  remark: v.pipe(visibleText(t.remarkRequired), v.maxLength(NIR_REMARK_MAX, t.remarkTooLong(NIR_REMARK_MAX))),
})
export const confirmBodySchema = v.pipe(
  v.object({
    workID: v.number(),
    role: v.string(),
    confirm: v.boolean(),
    remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NIR_REMARK_MAX, t.remarkTooLong(NIR_REMARK_MAX))), ''),
  }),
  v.forward(
    v.check((b) => b.confirm || hasVisibleText(b.remark), t.remarkRequired),
    ['remark'],
  ),
)
export type ConfirmBody = v.InferInput<typeof confirmBodySchema>

// ── Fetchers ─────────────────────────────────────────────────────────────────────────────────────
function dataOf<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = parseAnswer(stateEnvelope(schema), answer)
  if (parsed.state !== 1) throw new ApiError('server', 200, parsed.msg ?? null)
  return parsed.data
}
const get = <S extends v.GenericSchema>(schema: S, path: string, query?: Query, o?: RequestOptions) =>
  http.get(path, query, o).then((a) => dataOf(schema, a))
const post = <S extends v.GenericSchema>(schema: S, path: string, body: unknown, o?: RequestOptions) =>
  http.post(path, body, o).then((a) => dataOf(schema, a))

export const getWorkView = (typeID: number, podTip: number | null, o?: RequestOptions) =>
  get(workViewSchema, '/Publication/Get/WorkView', { typeID, podTip, branchID: NIR_BRANCH_ID }, o)

export const getWork = (workID: number, o?: RequestOptions) =>
  get(workAnswerSchema, '/Publication/Get/Work', { workID }, o)

/** The signed-in user as the main author of a new work. */
export const getMainAuthorInfo = (o?: RequestOptions) =>
  get(mainAuthorSchema, '/Publication/Get/Authors/MainAuthorInfo', undefined, o)

/** New work → pushPublication; existing → repushPublication. Answers the stored work's id. */
export const pushWork = (body: PushBody, o?: RequestOptions) =>
  post(
    v.object({ workID: v.number() }),
    body.workID === null ? '/Publication/pushPublication' : '/Publication/repushPublication',
    body,
    o,
  )

export const deleteWork = (workID: number, o?: RequestOptions) =>
  post(v.unknown(), '/Publication/Set/deletePublication', { workID }, o).then(() => undefined)

/**
 * The author's works, or (role = a cabinet's slug) the works that cabinet acts on; the citation cabinet
 * reads its own call (spec 2 §7: СitationKab/Get/ListWorks, with a Cyrillic «С» as the spec spells it).
 */
export const getListWorks = (role: string, o?: RequestOptions) =>
  (role === NIR_CITATION_SLUG
    ? get(v.object({ listWorks: v.array(listWorkSchema) }), '/Publication/СitationKab/Get/ListWorks', undefined, o)
    : get(v.object({ listWorks: v.array(listWorkSchema) }), '/Publication/Get/ListWorks', { role }, o)
  ).then((d) => d.listWorks)

/** A cabinet confirms a work or returns it with a remark: state 1 means done. */
export const publicationConfirm = (body: ConfirmBody, o?: RequestOptions) =>
  post(v.unknown(), '/Publication/set/publicationConfirm', body, o).then(() => true)

/** Whether «Добавить работу» is offered (spec 2 §7: null on failure). */
export const checkAccessToAddPublication = (o?: RequestOptions) =>
  get(v.boolean(), '/Publication/CheckAccessToAddPublication', undefined, { silent: true, ...o }).catch(() => null)

/** Teacher co-authors by name: empty text answers an empty list without a call (spec 2 §5). */
export async function findPrepods(fio: string, o?: RequestOptions): Promise<Prepod[]> {
  const text = fio.trim()
  if (!hasVisibleText(text)) return []
  return get(v.array(prepodSchema), '/Publication/Get/Find/Prepods', { fio: text }, o)
}

/** Student co-authors by name (spec 2 §3: with grade book and birthday); empty text answers [] without a call. */
export async function findStudents(fio: string, o?: RequestOptions): Promise<StudentFound[]> {
  const text = fio.trim()
  if (!hasVisibleText(text)) return []
  return get(v.array(studentFoundSchema), '/Publication/Get/Find/Students', { fio: text }, o)
}

/** A person found for the authors list, as a co-author row of its kind (share: the default of spec 2 §9). */
export type FoundAuthor = Omit<CoAuthor, 'influence'> & { kind: 'prepod' | 'student'; id: number }

/** Teachers or students by name, as co-author rows. */
export async function findAuthors(kind: 'prepod' | 'student', fio: string, o?: RequestOptions): Promise<FoundAuthor[]> {
  if (kind === 'student')
    return (await findStudents(fio, o)).map((p) => ({
      kind,
      id: p.ID,
      fio: p.FIO,
      fioEng: p.FIOEng,
      structure: p.structure,
      zachBook: p.zachBook,
      birthday: p.birthday,
    }))
  return (await findPrepods(fio, o)).map((p) => ({
    kind,
    id: p.ID,
    fio: p.FIO,
    fioEng: p.FIOEng,
    structure: p.structure,
    zachBook: '',
    birthday: '',
  }))
}
