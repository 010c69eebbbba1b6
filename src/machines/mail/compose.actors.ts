import { fromPromise } from 'xstate'
import * as api from '@/api/mail'
import type { ComposeRequest } from '@/machines/mail/compose-request.machine'
import { composeMachine, type SearchInput, type Setup } from './compose.machine'
import { liveChunkedUploadMachine } from './chunked-upload.actors'
import { RECIPIENT_TYPE } from './mail.constants'
import type { mailBody } from './compose.form'

/**
 * Setup: formats, groups for the year, the schema's column sizes, and the recipient named by
 * /newMessage/{userToID} (positive → a teacher, negative → a student, sign flipped) or by the letter
 * replied to (its sender).
 */
async function loadSetup(request: ComposeRequest, year: string, signal: AbortSignal): Promise<Setup> {
  const [formats, groups, limits] = await Promise.all([api.getFormats({ signal }), api.getGroups(year, { signal }), api.getLimits({ signal })])
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

async function findRecipients(input: SearchInput, signal: AbortSignal) {
  if (input.typeID === RECIPIENT_TYPE.staff) {
    const results = await api.findPrepods(input.query, { signal })
    return { results, total: results.length }
  }
  if (input.typeID === RECIPIENT_TYPE.student) {
    const results = await api.findStudents(input.query, 0, 0, { signal })
    return { results, total: results.length }
  }
  const answer = await api.findUsersAll({ page: input.page, rowsPerPage: input.rowsPerPage, searchQuery: input.query }, { signal })
  return { results: answer.arrUsersAll, total: answer.total }
}

export const composeActors = {
  loadSetup: fromPromise<Setup, { request: ComposeRequest; year: string }>(({ input, signal }) => loadSetup(input.request, input.year, signal)),
  loadGroups: fromPromise<api.GroupsAnswer, { year: string }>(({ input, signal }) => api.getGroups(input.year, { signal })),
  findRecipients: fromPromise<{ results: api.Person[]; total: number }, SearchInput>(({ input, signal }) => findRecipients(input, signal)),
  sendMail: fromPromise<{ state: number; messageID: number | null }, { body: ReturnType<typeof mailBody> }>(({ input, signal }) => api.sendMail(input.body, { signal, silent: true })),
  chunkedUpload: liveChunkedUploadMachine,
}

export const liveComposeMachine = composeMachine.provide({ actors: composeActors })
