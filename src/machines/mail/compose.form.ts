import type { GroupsAnswer, Limits, MailBody, Person } from '@/api/mail'
import { markdownToHtml, markdownToText } from '@/lib/markdown'
import { extensionOf } from '@/lib/files'
import {
  MAIL_MAX_TOTAL_BYTES,
  RECIPIENT_SEARCH_MIN_LENGTH,
  RECIPIENT_TYPE,
  SEARCH_TYPES,
  type RecipientTypeID,
} from '@/lib/constants/mail'

/** The compose form's values and the pure rules over them (spec 2 §5 Mail compose). */
export type SelectionKey = 'faculties' | 'forms' | 'conditions' | 'levels' | 'courses' | 'nationality'
export type Selections = Record<SelectionKey, number[]>
export const emptySelections = (): Selections => ({
  faculties: [],
  forms: [],
  conditions: [],
  levels: [],
  courses: [],
  nationality: [],
})

export interface ComposeForm {
  theme: string
  markdown: string
  typeID: RecipientTypeID | null
  recipient: Person | null
  groupID: number | null
  selections: Selections
  massMailingID: number | null
  year: string
}

export type FieldName = 'theme' | 'typeID' | 'recipient' | 'groupID' | SelectionKey | 'massMailingID'
export type FormErrors = Partial<Record<FieldName, 'required' | 'tooLong'>>

/** Which selections a mass mode requires: course → courses, faculty → faculties, citizenship → nationality, mass → five + radio. */
export function requiredSelections(typeID: RecipientTypeID | null): SelectionKey[] {
  switch (typeID) {
    case RECIPIENT_TYPE.byCourse:
      return ['courses']
    case RECIPIENT_TYPE.byFaculty:
      return ['faculties']
    case RECIPIENT_TYPE.citizenship:
      return ['nationality']
    case RECIPIENT_TYPE.mass:
      return ['faculties', 'forms', 'conditions', 'levels', 'courses']
    default:
      return []
  }
}
/** Selections shown for a type: the required ones, plus faculties as an optional filter for courses. */
export function shownSelections(typeID: RecipientTypeID | null): SelectionKey[] {
  return typeID === RECIPIENT_TYPE.byCourse ? ['courses', 'faculties'] : requiredSelections(typeID)
}

export const isSearchType = (typeID: RecipientTypeID | null) => typeID !== null && SEARCH_TYPES.includes(typeID)
export const searchLongEnough = (text: string) => text.trim().length > RECIPIENT_SEARCH_MIN_LENGTH

export function validate(form: ComposeForm, limits: Limits): FormErrors {
  const errors: FormErrors = {}
  if (!form.theme.trim()) errors.theme = 'required'
  else if (form.theme.length > limits.subject) errors.theme = 'tooLong'
  if (form.typeID === null) errors.typeID = 'required'
  if (isSearchType(form.typeID) && !form.recipient) errors.recipient = 'required'
  if (form.typeID === RECIPIENT_TYPE.group && form.groupID === null) errors.groupID = 'required'
  for (const key of requiredSelections(form.typeID)) if (form.selections[key].length === 0) errors[key] = 'required'
  if (form.typeID === RECIPIENT_TYPE.mass && form.massMailingID === null) errors.massMailingID = 'required'
  return errors
}

export const isValid = (form: ComposeForm, limits: Limits) => Object.keys(validate(form, limits)).length === 0

/** The mail object of spec 2 §3 for POST /api/Mail/InboxMail. */
export function mailBody(form: ComposeForm, parentID: number | null): MailBody {
  const shown = new Set(shownSelections(form.typeID))
  const pick = (key: SelectionKey) => (shown.has(key) ? [...form.selections[key]] : [])
  return {
    theme: form.theme.trim(),
    markdownMessage: form.markdown,
    htmlMessage: markdownToHtml(form.markdown),
    message: markdownToText(form.markdown),
    userToID: isSearchType(form.typeID)
      ? (form.recipient?.id ?? null)
      : form.typeID === RECIPIENT_TYPE.group
        ? form.groupID
        : null,
    typeID: form.typeID ?? 0,
    folderID: null,
    massMailingID: form.typeID === RECIPIENT_TYPE.mass ? form.massMailingID : null,
    selectedCourses: pick('courses'),
    selectedFacultets: pick('faculties'),
    selectedForm: pick('forms'),
    selectedConditionsEducation: pick('conditions'),
    selectedLevelEducation: pick('levels'),
    selectedNationality: pick('nationality'),
    year: form.year,
    parentID,
  }
}

export type FileProblem = { kind: 'format' | 'duplicate' | 'total'; name: string }

/**
 * Adds files: only the server's formats, no duplicate names, total below 20,971,520 bytes. A rejected
 * file is reported; the files already attached stay.
 */
export function addFiles(
  current: File[],
  incoming: File[],
  formats: string[],
): { files: File[]; problems: FileProblem[] } {
  const files = [...current]
  const problems: FileProblem[] = []
  for (const file of incoming) {
    if (!formats.includes(extensionOf(file.name))) problems.push({ kind: 'format', name: file.name })
    else if (files.some((f) => f.name === file.name)) problems.push({ kind: 'duplicate', name: file.name })
    else if (files.reduce((sum, f) => sum + f.size, 0) + file.size >= MAIL_MAX_TOTAL_BYTES)
      problems.push({ kind: 'total', name: file.name })
    else files.push(file)
  }
  return { files, problems }
}

export const courseOptions = (groups: GroupsAnswer | null) =>
  [...new Set((groups?.groups ?? []).map((g) => g.course))].sort((a, b) => a - b)
