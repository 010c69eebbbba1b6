import * as v from 'valibot'
import {
  BODY_MAX_DEFAULT,
  RECIPIENT_SEARCH_MIN_LENGTH,
  RECIPIENT_TYPE,
  SEARCH_TYPES,
  SUBJECT_MAX_DEFAULT,
  type RecipientTypeID,
} from '@/lib/constants/mail'
import { visibleText } from '@/lib/validation'
import { mailTexts as t } from '@/texts/ru/mail'
import { personSchema, type Limits } from './mail'

/** The compose form (spec 2 §5 Mail compose): its values, the rules over them, its schema (shared with the mock server). */

export type SelectionKey = 'faculties' | 'forms' | 'conditions' | 'levels' | 'courses' | 'nationality'
export const SELECTION_KEYS: readonly SelectionKey[] = [
  'faculties',
  'forms',
  'conditions',
  'levels',
  'courses',
  'nationality',
]
export type Selections = Record<SelectionKey, number[]>
export const emptySelections = (): Selections => ({
  faculties: [],
  forms: [],
  conditions: [],
  levels: [],
  courses: [],
  nationality: [],
})

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

const recipientType = v.nullable(v.picklist([1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly RecipientTypeID[]))
const ids = v.array(v.number())

const composeFields = (limits: Limits) =>
  v.object({
    typeID: recipientType,
    recipient: v.nullable(personSchema),
    groupID: v.nullable(v.number()),
    selections: v.object({
      faculties: ids,
      forms: ids,
      conditions: ids,
      levels: ids,
      courses: ids,
      nationality: ids,
    }),
    massMailingID: v.nullable(v.number()),
    year: v.string(),
    theme: v.pipe(visibleText(t.subjectRequired), v.maxLength(limits.subject, t.subjectRequired)),
    markdown: v.pipe(v.string(), v.maxLength(limits.body, t.bodyLimit)),
  })
type Fields = v.InferOutput<ReturnType<typeof composeFields>>
type FieldPath = [Exclude<keyof Fields, 'selections'>] | ['selections', SelectionKey]

/** One rule over several values, reported at one field (checks run while the values have their types). */
const rule = (path: FieldPath, holds: (f: Fields) => boolean, message: string) =>
  v.forward<Fields, v.CheckIssue<Fields>, ['typeID']>(v.check<Fields, string>(holds, message), path as ['typeID'])

/**
 * The compose form's values and rules: a subject with a visible character, at most the schema column's
 * length; a body of at most its column's length; a recipient type; then per type the person (ФИО* search),
 * the group, the required selections and the mass-mailing radio. The limits come from GET /api/Mail/Schema.
 */
export function composeSchema(limits: Limits) {
  const selection = (key: SelectionKey) =>
    rule(
      ['selections', key],
      (f) => !requiredSelections(f.typeID).includes(key) || f.selections[key].length > 0,
      t.selectionRequired,
    )
  return v.pipe(
    composeFields(limits),
    rule(['typeID'], (f) => f.typeID !== null, t.typeRequired),
    rule(['recipient'], (f) => !isSearchType(f.typeID) || f.recipient !== null, t.recipientRequired),
    rule(['groupID'], (f) => f.typeID !== RECIPIENT_TYPE.group || f.groupID !== null, t.groupRequired),
    selection('faculties'),
    selection('forms'),
    selection('conditions'),
    selection('levels'),
    selection('courses'),
    selection('nationality'),
    rule(['massMailingID'], (f) => f.typeID !== RECIPIENT_TYPE.mass || f.massMailingID !== null, t.massRequired),
  )
}
export type ComposeValues = v.InferOutput<ReturnType<typeof composeSchema>>

/**
 * What POST /api/Mail/InboxMail accepts (the mock server's check; the form's rules in the body's terms):
 * a subject with a visible character within the default column size, a body text within its size, a
 * known type, the person or group for those types, the required selections and the mass-mailing radio.
 */
export const mailBodySchema = v.pipe(
  v.looseObject({
    theme: v.pipe(visibleText(t.subjectRequired), v.maxLength(SUBJECT_MAX_DEFAULT, t.subjectRequired)),
    message: v.optional(v.pipe(v.string(), v.maxLength(BODY_MAX_DEFAULT, t.bodyLimit)), ''),
    typeID: v.pipe(
      v.number(t.typeRequired),
      v.integer(t.typeRequired),
      v.minValue(1, t.typeRequired),
      v.maxValue(8, t.typeRequired),
    ),
    userToID: v.optional(v.nullable(v.number()), null),
    massMailingID: v.optional(v.nullable(v.number()), null),
    selectedCourses: v.optional(ids, []),
    selectedFacultets: v.optional(ids, []),
    selectedForm: v.optional(ids, []),
    selectedConditionsEducation: v.optional(ids, []),
    selectedLevelEducation: v.optional(ids, []),
    selectedNationality: v.optional(ids, []),
  }),
  v.check(
    (b) => !(isSearchType(b.typeID as RecipientTypeID) || b.typeID === RECIPIENT_TYPE.group) || b.userToID !== null,
    t.recipientRequired,
  ),
  v.check((b) => {
    const sent: Record<SelectionKey, number[]> = {
      faculties: b.selectedFacultets,
      forms: b.selectedForm,
      conditions: b.selectedConditionsEducation,
      levels: b.selectedLevelEducation,
      courses: b.selectedCourses,
      nationality: b.selectedNationality,
    }
    return requiredSelections(b.typeID as RecipientTypeID).every((key) => sent[key].length > 0)
  }, t.selectionRequired),
  v.check((b) => b.typeID !== RECIPIENT_TYPE.mass || b.massMailingID !== null, t.massRequired),
)
