import type { TableColumn } from '@/ui/data-table'
import { referenceTexts as t } from '@/texts/ru/reference'

/** Column definitions of the reference tables: what the table shows and what the dialog edits. */
const idColumn: TableColumn = { value: 'id', text: t.colID, width: '4rem', hiddenForm: true, align: 'right' }
const name: TableColumn = { value: 'name', text: t.colName, required: true, maxLength: 250 }

export const CATEGORIES = ['НИД', 'ФинНИР', 'ОБР', 'Учеб', 'Иное'].map((c) => ({ id: c, name: c }))
export const LIST_NUMBERS = [1, 2, 3, 4].map((n) => ({ id: n, name: t.listN(n) }))
export const KINDS = Object.entries(t.kinds).map(([id, name]) => ({ id, name }))

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
  { value: 'podTipID', text: t.chooseSubtype, listName: 'podTips', required: true, filteredData: true, editReadonly: true },
  { value: 'levelID', text: t.colLevel, listName: 'levelsIndexing', listID: 'systemID', required: true, filteredData: true },
  { value: 'ball', text: t.colBall, isNumber: true, required: true, maxLength: 4, align: 'right' },
  { value: 'dateStart', text: t.colDateStart, type: 'date', required: true, allowedDates: (d) => d.getDate() === 1 },
]
export const scienceColumns: TableColumn[] = [idColumn, { value: 'code', text: t.colCode, required: true, maxLength: 20, width: '7rem' }, name]
export const statusColumns: TableColumn[] = [idColumn, { value: 'name', text: t.colName }, { value: 'typeID', text: t.colType, listName: 'typesWithGeneral', filteredData: true }]
export const expertColumns: TableColumn[] = [
  idColumn,
  { value: 'userID', text: t.colExpert, listName: 'teachers', listID: 'userID', accessIsName: 'fio', required: true, editReadonly: true, filteredData: true },
  { value: 'docType', text: t.colDocType, listName: 'docTypes', required: true, filteredData: true },
  { value: 'facultyIDs', text: t.colFaculties, listName: 'faculties', multiple: true, required: true, filteredData: true },
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
export const facultyColumns: TableColumn[] = [idColumn, { value: 'name', text: t.colName }, { value: 'shortName', text: t.colCode }]
export const namedColumns: TableColumn[] = [idColumn, { value: 'name', text: t.colName }]
export const levelIndexingColumns: TableColumn[] = [
  { value: 'npp', text: t.colOrder, width: '5rem', align: 'right' },
  { value: 'name', text: t.colName },
  { value: 'url', text: t.colUrl, type: 'anchor-link', typeURL: 'href' },
]
