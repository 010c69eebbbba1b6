import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/mail'
import { RECIPIENT_TYPE } from '@/lib/constants/mail'
import type { SearchInput, SendInput, SendResult, Setup } from './compose.types'

/**
 * Setup: formats, groups for the year, the schema's column sizes, and the recipient named by
 * /newMessage/{userToID} (positive → a teacher, negative → a student, sign flipped) or by the letter
 * replied to (its sender).
 */
async function fetchSetup(request: api.ComposeRequest, year: string, signal: AbortSignal): Promise<Setup> {
  const [formats, groups, limits] = await Promise.all([
    api.getFormats({ signal }),
    api.getGroups(year, { signal }),
    api.getLimits({ signal }),
  ])
  let recipient: api.Person | null = null
  let typeID: Setup['typeID'] = null
  let parent: Setup['parent'] = null
  if (request.parentID) {
    const letter = await api.getLetter(request.parentID, { signal })
    parent = { messageID: letter.messageID, theme: letter.theme }
    recipient = await api.findUser(letter.fromID, { signal })
    typeID = recipient.isStudent ? RECIPIENT_TYPE.student : RECIPIENT_TYPE.staff
  } else if (request.userToID) {
    const id = Math.abs(request.userToID)
    recipient = await api.findUser(id, { signal })
    typeID = request.userToID > 0 ? RECIPIENT_TYPE.staff : RECIPIENT_TYPE.student
  }
  return { formats, groups, limits, recipient, typeID, parent }
}

async function searchRecipients(input: SearchInput, signal: AbortSignal) {
  if (input.typeID === RECIPIENT_TYPE.staff) {
    const results = await api.findPrepods(input.query, { signal })
    return { results, total: results.length }
  }
  if (input.typeID === RECIPIENT_TYPE.student) {
    const results = await api.findStudents(input.query, 0, 0, { signal })
    return { results, total: results.length }
  }
  const answer = await api.findUsersAll(
    { page: input.page, rowsPerPage: input.rowsPerPage, searchQuery: input.query },
    { signal },
  )
  return { results: answer.arrUsersAll, total: answer.total }
}

export const loadSetup = fromPromise<Setup, { request: api.ComposeRequest; year: string }>(({ input, signal }) =>
  fetchSetup(input.request, input.year, signal),
)
export const loadGroups = fromPromise<api.GroupsAnswer, { year: string }>(({ input, signal }) =>
  api.getGroups(input.year, { signal }),
)
export const findRecipients = fromPromise<{ results: api.Person[]; total: number }, SearchInput>(({ input, signal }) =>
  searchRecipients(input, signal),
)
/** Silent: the dialog says what failed (network, 403, the server's 400 message). */
export const sendMail = fromPromise<SendResult, SendInput>(({ input, signal }) =>
  api.sendMail(input.body, { signal, silent: true }),
)
