import type { GroupsAnswer, MailBody } from '@/api/mail'
import {
  emptySelections,
  isSearchType,
  shownSelections,
  type ComposeValues,
  type SelectionKey,
} from '@/api/mail-compose'
import { markdownToHtml, markdownToText } from '@/lib/markdown'
import { extensionOf } from '@/lib/files'
import { MAIL_MAX_TOTAL_BYTES, RECIPIENT_TYPE } from '@/lib/constants/mail'

/** The compose form's values (owned by react-hook-form; the schema and rules are in `@/api/mail-compose`). */
export type ComposeForm = ComposeValues

/** An empty form for the given academic year (the groups' year). */
export function emptyForm(year: string): ComposeForm {
  return {
    theme: '',
    markdown: '',
    typeID: null,
    recipient: null,
    groupID: null,
    selections: emptySelections(),
    massMailingID: null,
    year,
  }
}

/** The mail object of spec 2 §3 for POST /api/Mail/InboxMail, from the validated form values. */
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
