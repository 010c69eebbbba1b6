import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import type { TableColumn } from '@/lib/resource/table-types'
import { REFERENCE_ADMIN_ROLE, REFERENCE_BRANCH_ID } from '@/lib/constants/reference'
import { referenceTexts as t } from '@/texts/ru/reference'
import {
  attrSchema,
  ballSchema,
  expertSchema,
  facultySchema,
  levelIndexingSchema,
  listItemSchema,
  namedSchema,
  podTipSchema,
  pubTypeSchema,
  roleSchema,
  scienceFieldSchema,
  statusSchema,
  typeDocumentSchema,
  userRowSchema,
} from './reference'

/**
 * The reference area's resources (spec 2 §7 "Admin reference data"), declared once for the kit: the
 * screens' tables and dialogs, the machine's calls and the mock backend all read these.
 * Only the research admin writes; lookups (types, science fields, statuses, faculties…) any signed-in user reads.
 */
const ADMIN = [REFERENCE_ADMIN_ROLE] as const
const admin = { read: ADMIN, create: ADMIN, edit: ADMIN, remove: ADMIN }
const anyoneReads = { ...admin, read: [] as string[] }

const idColumn: TableColumn = { value: 'id', text: t.colID, width: '4rem', hiddenForm: true, align: 'right' }
const name: TableColumn = { value: 'name', text: t.colName, required: true, maxLength: 250 }

export const pubTypeColumns: TableColumn[] = [
  idColumn,
  name,
  { value: 'category', text: t.colCategory, listName: 'categories', required: true, filteredData: true },
  { value: 'isVisible', text: t.colVisible, type: 'boolean', filteredData: true, align: 'center' },
]
export const podTipColumns: TableColumn[] = [idColumn, name]
export const attrColumns: TableColumn[] = [
  idColumn,
  name,
  { value: 'nameEng', text: t.colNameEng, maxLength: 250 },
  { value: 'isRequired', text: t.colRequired, type: 'boolean', filteredData: true, align: 'center' },
  { value: 'npp', text: t.colOrder, isNumber: true, maxLength: 4, align: 'right' },
]
export const listColumns: TableColumn[] = [
  idColumn,
  { value: 'listNumber', text: t.chooseList, listName: 'listNumbers', required: true, filteredData: true },
  name,
]
/** Scores take effect from the first day of a month. */
export const ballColumns: TableColumn[] = [
  idColumn,
  {
    value: 'podTipID',
    text: t.chooseSubtype,
    listName: 'podTips',
    required: true,
    filteredData: true,
    editReadonly: true,
  },
  {
    value: 'levelID',
    text: t.colLevel,
    listName: 'levelsIndexing',
    listID: 'systemID',
    required: true,
    filteredData: true,
  },
  { value: 'ball', text: t.colBall, isNumber: true, required: true, maxLength: 4, align: 'right' },
  { value: 'dateStart', text: t.colDateStart, type: 'date', required: true, allowedDates: (d) => d.getDate() === 1 },
]
export const scienceColumns: TableColumn[] = [
  idColumn,
  { value: 'code', text: t.colCode, required: true, maxLength: 20, width: '7rem' },
  name,
]
export const statusColumns: TableColumn[] = [
  idColumn,
  { value: 'name', text: t.colName },
  { value: 'typeID', text: t.colType, listName: 'typesWithGeneral', filteredData: true },
]
export const expertColumns: TableColumn[] = [
  idColumn,
  {
    value: 'userID',
    text: t.colExpert,
    listName: 'teachers',
    listID: 'userID',
    accessIsName: 'fio',
    required: true,
    editReadonly: true,
    filteredData: true,
  },
  { value: 'docType', text: t.colDocType, listName: 'docTypes', required: true, filteredData: true },
  {
    value: 'facultyIDs',
    text: t.colFaculties,
    listName: 'faculties',
    multiple: true,
    required: true,
    filteredData: true,
  },
  { value: 'note', text: t.colNote, maxLength: 500 },
  { value: 'isActive', text: t.colActive, type: 'boolean', filteredData: true, align: 'center' },
]
export const typeDocumentColumns: TableColumn[] = [
  idColumn,
  name,
  { value: 'extensions', text: t.colExtensions, required: true, maxLength: 100 },
  { value: 'maxSizeMb', text: t.colMaxSize, isNumber: true, required: true, maxLength: 3, align: 'right' },
  { value: 'isRequired', text: t.colRequired, type: 'boolean', filteredData: true, align: 'center' },
  { value: 'sample', text: t.colSample, type: 'file', maxSizeFile: 5 * 1024 * 1024 },
]
export const userColumns: TableColumn[] = [
  { value: 'photo', text: t.colPhoto, type: 'image-avatar', width: '3.5rem' },
  { value: 'fio', text: t.colFio },
  { value: 'login', text: t.colLogin },
  { value: 'kind', text: t.colKind, listName: 'kinds', filteredData: true },
  { value: 'facultyID', text: t.colFaculty, listName: 'faculties', accessIsName: 'shortName', filteredData: true },
  { value: 'department', text: t.colDepartment, filteredData: true },
  { value: 'position', text: t.colPosition, filteredData: true },
]
export const facultyColumns: TableColumn[] = [
  idColumn,
  { value: 'name', text: t.colName },
  { value: 'shortName', text: t.colCode },
]
export const namedColumns: TableColumn[] = [idColumn, { value: 'name', text: t.colName }]
export const levelIndexingColumns: TableColumn[] = [
  { value: 'npp', text: t.colOrder, width: '5rem', align: 'right' },
  { value: 'name', text: t.colName },
  { value: 'url', text: t.colUrl, type: 'anchor-link', typeURL: 'href' },
]

const num = (x: unknown) => Number(x)
const branch = {
  defaultParams: { branchID: REFERENCE_BRANCH_ID },
  fromParams: (p: Record<string, unknown>) => ({ branchID: num(p.branchID) }),
}

export const pubTypeResource = defineResource({
  name: 'pub-types',
  key: 'id',
  row: pubTypeSchema,
  columns: pubTypeColumns,
  /** The spec has no DELETE for publication types. */
  endpoints: {
    list: '/Publication/Get/ListTypes?branchID={branchID}',
    create: '/Publication/Get/ListTypes',
    update: '/Publication/Get/ListTypes/{key}',
  },
  access: anyoneReads,
  sortBy: 'name',
  ...branch,
})
export const podTipResource = defineResource({
  name: 'subtypes',
  key: 'id',
  row: podTipSchema,
  columns: podTipColumns,
  endpoints: {
    list: '/Publication/Admin/PodTips/{typeID}/{branchID}',
    create: '/Publication/Admin/PodTips',
    update: '/Publication/Admin/PodTips/{key}',
    remove: '/Publication/Admin/PodTips/{key}',
  },
  access: admin,
  defaultParams: { branchID: REFERENCE_BRANCH_ID },
  fromParams: (p) => ({ typeID: num(p.typeID), branchID: num(p.branchID) }),
})
export const attrResource = defineResource({
  name: 'attributes',
  key: 'id',
  row: attrSchema,
  columns: attrColumns,
  endpoints: {
    list: '/Publication/Admin/Attr/{typeID}',
    create: '/Publication/Admin/Attr',
    update: '/Publication/Admin/Attr/{key}',
    remove: '/Publication/Admin/Attr/{key}',
  },
  access: admin,
  fromParams: (p) => ({ typeID: num(p.typeID) }),
  sortBy: 'npp',
})
export const listResource = defineResource({
  name: 'lists',
  key: 'id',
  row: listItemSchema,
  columns: listColumns,
  endpoints: {
    list: '/Publication/Admin/List/{typeID}/{listNumber?}',
    create: '/Publication/Admin/List',
    update: '/Publication/Admin/List/{key}',
    remove: '/Publication/Admin/List/{key}',
  },
  access: admin,
  fromParams: (p) => ({ typeID: num(p.typeID), ...(p.listNumber ? { listNumber: num(p.listNumber) } : {}) }),
})
export const ballResource = defineResource({
  name: 'scores',
  key: 'id',
  row: ballSchema,
  columns: ballColumns,
  /** podTipID 0: every sub-type of the type. */
  endpoints: {
    list: '/Publication/Admin/balls/{typeID}/{podTipID}',
    create: '/Publication/Admin/balls',
    update: '/Publication/Admin/balls/{key}',
    remove: '/Publication/Admin/balls/{key}',
  },
  access: admin,
  defaultParams: { podTipID: 0 },
  fromParams: (p) => ({ typeID: num(p.typeID), ...(p.podTipID ? { podTipID: num(p.podTipID) } : {}) }),
})
export const scienceFieldResource = defineResource({
  name: 'science-fields',
  key: 'id',
  row: scienceFieldSchema,
  columns: scienceColumns,
  endpoints: {
    list: '/Publication/Get/ListScienceField?branchID={branchID}',
    create: '/Publication/Get/ListScienceField',
    update: '/Publication/Get/ListScienceField/{key}',
    remove: '/Publication/Get/ListScienceField/{key}',
  },
  access: anyoneReads,
  ...branch,
})
/** Statuses: the spec has no writes. */
export const statusResource = defineResource({
  name: 'statuses',
  key: 'id',
  row: statusSchema,
  columns: statusColumns,
  endpoints: { list: '/Publication/Get/ListStatus?typeID={typeID?}' },
  access: { read: [] },
})
export const expertResource = defineResource({
  name: 'experts',
  key: 'id',
  row: expertSchema,
  columns: expertColumns,
  endpoints: {
    list: '/Publication/Admin/Get/ListExpertsAdmin?docType={docType?}',
    create: '/Publication/Admin/Get/ListExpertsAdmin',
    update: '/Publication/Admin/Get/ListExpertsAdmin/{key}',
    remove: '/Publication/Admin/Get/ListExpertsAdmin/{key}',
  },
  access: admin,
})
export const typeDocumentResource = defineResource({
  name: 'document-types',
  key: 'id',
  row: typeDocumentSchema,
  columns: typeDocumentColumns,
  endpoints: {
    list: '/TypeDocumentsController/typeDocuments',
    create: '/TypeDocumentsController/typeDocuments',
    update: '/TypeDocumentsController/typeDocuments/{key}',
    remove: '/TypeDocumentsController/typeDocuments/{key}',
    upload: '/TypeDocumentsController/typeDocuments/sample',
  },
  access: anyoneReads,
})
export const userResource = defineResource({
  name: 'users',
  key: 'userID',
  row: userRowSchema,
  columns: userColumns,
  endpoints: {
    list: '/Admin/UserList?loadAll={loadAll}&roleID={roleID?}',
    detail: '/UserInfo/UserRoles?userID={userID}',
  },
  detail: v.array(roleSchema),
  defaultParams: { loadAll: false },
  access: { read: ADMIN },
  sortBy: 'fio',
})
export const facultyResource = defineResource({
  name: 'faculties',
  key: 'id',
  row: facultySchema,
  columns: facultyColumns,
  endpoints: { list: '/faculties' },
  access: { read: [] },
})
export const formStudyResource = defineResource({
  name: 'forms-of-study',
  key: 'id',
  row: namedSchema,
  columns: namedColumns,
  endpoints: { list: '/ListFormStudy' },
  rowsField: 'listFormStudy',
  access: { read: [] },
})
export const levelResource = defineResource({
  name: 'levels',
  key: 'id',
  row: namedSchema,
  columns: namedColumns,
  endpoints: { list: '/ListLevels' },
  rowsField: 'listLevel',
  access: { read: [] },
})
export const levelIndexingResource = defineResource({
  name: 'indexing-levels',
  key: 'systemID',
  row: levelIndexingSchema,
  columns: levelIndexingColumns,
  endpoints: { list: '/Publication/Get/ListLevelIndexing' },
  access: { read: [] },
  sortBy: 'npp',
})
