import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type Query, type RequestOptions } from './http'
import { ApiError } from './errors'

/**
 * Reference data (spec 2 §3 "Reference data", §7 "Admin reference data" and the publication
 * reference calls). Answers are {state, data}; a state other than 1 is a failed call.
 */
const id = v.number()
const text = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => s ?? ''),
)
const flag = v.pipe(
  v.optional(v.nullable(v.boolean()), false),
  v.transform((b) => b ?? false),
)
const num = v.pipe(
  v.optional(v.nullable(v.number()), 0),
  v.transform((n) => n ?? 0),
)

export const scienceFieldSchema = v.object({ id, name: v.string(), code: text, branchID: num })
export const pubTypeSchema = v.object({ id, name: v.string(), category: text, branchID: num, isVisible: flag })
export const podTipSchema = v.object({ id, typeID: num, branchID: num, name: v.string() })
export const statusSchema = v.object({ id, typeID: num, name: v.string() })
export const attrSchema = v.object({ id, typeID: num, name: v.string(), nameEng: text, isRequired: flag, npp: num })
export const listItemSchema = v.object({ id, typeID: num, listNumber: num, name: v.string() })
export const ballSchema = v.object({ id, typeID: num, podTipID: num, levelID: num, ball: num, dateStart: text })
export const levelIndexingSchema = v.object({ systemID: id, name: v.string(), npp: num, url: text })
export const expertSchema = v.object({
  id,
  userID: num,
  fio: text,
  docType: num,
  facultyIDs: v.optional(v.array(v.number()), []),
  note: text,
  isActive: flag,
})
export const typeDocumentSchema = v.object({
  id,
  name: v.string(),
  extensions: text,
  maxSizeMb: num,
  isRequired: flag,
  sample: text,
})
export const facultySchema = v.object({ id, name: v.string(), shortName: text })
export const namedSchema = v.object({ id, name: v.string() })
export const userRowSchema = v.object({
  userID: id,
  login: text,
  fio: text,
  shortFIO: text,
  kind: text,
  facultyID: num,
  department: text,
  position: text,
  photo: text,
  roleIDs: v.optional(v.array(v.number()), []),
})
export const roleSchema = v.object({ id, name: v.string() })
export const catalogItemSchema = v.object({ id, type: num, code: text, name: v.string() })

export type ScienceField = v.InferOutput<typeof scienceFieldSchema>
export type PubType = v.InferOutput<typeof pubTypeSchema>
export type PodTip = v.InferOutput<typeof podTipSchema>
export type Status = v.InferOutput<typeof statusSchema>
export type Attr = v.InferOutput<typeof attrSchema>
export type ListItem = v.InferOutput<typeof listItemSchema>
export type Ball = v.InferOutput<typeof ballSchema>
export type LevelIndexing = v.InferOutput<typeof levelIndexingSchema>
export type Expert = v.InferOutput<typeof expertSchema>
export type TypeDocument = v.InferOutput<typeof typeDocumentSchema>
export type Faculty = v.InferOutput<typeof facultySchema>
export type Named = v.InferOutput<typeof namedSchema>
export type UserRow = v.InferOutput<typeof userRowSchema>
export type Role = v.InferOutput<typeof roleSchema>
export type CatalogItem = v.InferOutput<typeof catalogItemSchema>

/** The data of a {state, data} answer; state ≠ 1 fails like an HTTP error, with the server's message. */
function dataOf<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = parseAnswer(stateEnvelope(schema), answer)
  if (parsed.state !== 1) throw new ApiError('server', 200, parsed.msg ?? null)
  return parsed.data
}

const get = <S extends v.GenericSchema>(schema: S, path: string, query?: Query, o?: RequestOptions) =>
  http.get(path, query, o).then((a) => dataOf(schema, a))

/** A read list plus (optionally) create / update / delete at `base` and `base/{id}`. */
function writable<S extends v.GenericSchema>(schema: S, base: string) {
  return {
    create: (body: Record<string, unknown>, o: RequestOptions = {}) =>
      http.post(base, body, o).then((a) => dataOf(schema, a)),
    update: (rowID: number, body: Record<string, unknown>, o: RequestOptions = {}) =>
      http.put(`${base}/${rowID}`, body, o).then((a) => dataOf(schema, a)),
    remove: (rowID: number, o: RequestOptions = {}) =>
      http.delete(`${base}/${rowID}`, undefined, o).then((a) => dataOf(v.unknown(), a)),
  }
}

export const scienceFields = {
  list: (branchID: number | null, o?: RequestOptions) =>
    get(v.array(scienceFieldSchema), '/Publication/Get/ListScienceField', { branchID }, o),
  ...writable(scienceFieldSchema, '/Publication/Get/ListScienceField'),
}
/** Publication types: the spec has no DELETE for them. */
export const pubTypes = {
  list: (branchID: number | null, o?: RequestOptions) =>
    get(v.array(pubTypeSchema), '/Publication/Get/ListTypes', { branchID }, o),
  create: writable(pubTypeSchema, '/Publication/Get/ListTypes').create,
  update: writable(pubTypeSchema, '/Publication/Get/ListTypes').update,
}
export const statuses = {
  list: (typeID: number | null, o?: RequestOptions) =>
    get(v.array(statusSchema), '/Publication/Get/ListStatus', { typeID }, o),
}
export const levelsIndexing = {
  list: (o?: RequestOptions) => get(v.array(levelIndexingSchema), '/Publication/Get/ListLevelIndexing', undefined, o),
}
export const attrs = {
  list: (typeID: number | null, o?: RequestOptions) =>
    get(
      v.array(attrSchema),
      typeID === null ? '/Publication/Admin/Attr' : `/Publication/Admin/Attr/${typeID}`,
      undefined,
      o,
    ),
  ...writable(attrSchema, '/Publication/Admin/Attr'),
}
export const lists = {
  list: (typeID: number, listNumber: number | null, o?: RequestOptions) =>
    get(
      v.array(listItemSchema),
      listNumber === null ? `/Publication/Admin/List/${typeID}` : `/Publication/Admin/List/${typeID}/${listNumber}`,
      undefined,
      o,
    ),
  ...writable(listItemSchema, '/Publication/Admin/List'),
}
export const podTips = {
  list: (typeID: number, branchID: number, o?: RequestOptions) =>
    get(v.array(podTipSchema), `/Publication/Admin/PodTips/${typeID}/${branchID}`, undefined, o),
  query: (typeID: number | null, branchID: number | null, o?: RequestOptions) =>
    get(v.array(podTipSchema), '/Publication/Admin/PodTips', { typeID, branchID }, o),
  ...writable(podTipSchema, '/Publication/Admin/PodTips'),
}
export const balls = {
  /** podTipID 0: every sub-type of the type. */
  list: (typeID: number, podTipID: number, o?: RequestOptions) =>
    get(v.array(ballSchema), `/Publication/Admin/balls/${typeID}/${podTipID}`, undefined, o),
  ...writable(ballSchema, '/Publication/Admin/balls'),
}
export const experts = {
  list: (docType: number | null, o?: RequestOptions) =>
    get(v.array(expertSchema), '/Publication/Admin/Get/ListExpertsAdmin', { docType }, o),
  ...writable(expertSchema, '/Publication/Admin/Get/ListExpertsAdmin'),
}
export const typeDocuments = {
  list: (o?: RequestOptions) =>
    get(v.array(typeDocumentSchema), '/TypeDocumentsController/typeDocuments', undefined, o),
  ...writable(typeDocumentSchema, '/TypeDocumentsController/typeDocuments'),
}
export const getFaculties = (o?: RequestOptions) => get(v.array(facultySchema), '/faculties', undefined, o)
export const getExpertFaculties = (expertID: number, o?: RequestOptions) =>
  get(v.array(facultySchema), `/facultiesExperts/${expertID}`, undefined, o)
export const getFormsStudy = (o?: RequestOptions) =>
  get(v.object({ listFormStudy: v.array(namedSchema) }), '/ListFormStudy', undefined, o).then((d) => d.listFormStudy)
export const getLevels = (o?: RequestOptions) =>
  get(v.object({ listLevel: v.array(namedSchema) }), '/ListLevels', undefined, o).then((d) => d.listLevel)
export const getUserList = (loadAll: boolean, roleID: number | null, o?: RequestOptions) =>
  get(v.array(userRowSchema), '/Admin/UserList', { loadAll, roleID }, o)
export const getUserRoles = (userID: number, o?: RequestOptions) =>
  get(v.array(roleSchema), '/UserInfo/UserRoles', { userID }, o)

/** Spec 2 §5/§9: catalogue search needs ≥ 3 characters for journals (0), ≥ 1 for UGNP (1) and GRNTI (2). */
export const CATALOG_MIN_LENGTH: Record<0 | 1 | 2, number> = { 0: 3, 1: 1, 2: 1 }
export type CatalogType = 0 | 1 | 2

/** Catalogue search: too short a text answers an empty list WITHOUT calling the server. */
export async function findCatalog(type: CatalogType, findStr: string, o?: RequestOptions): Promise<CatalogItem[]> {
  if (findStr.trim().length < CATALOG_MIN_LENGTH[type]) return []
  return get(v.array(catalogItemSchema), '/Publication/Get/Find/Catalog', { findStr: findStr.trim(), Type: type }, o)
}

/** Uploads a document type's sample file (multipart `file`); answers the stored file's path. */
export const uploadTypeDocumentSample = async (file: File, o: RequestOptions = {}) => {
  const form = new FormData()
  form.append('file', file)
  const data = await http
    .post('/TypeDocumentsController/typeDocuments/sample', form, o)
    .then((a) => dataOf(v.object({ path: v.string() }), a))
  return data.path
}
