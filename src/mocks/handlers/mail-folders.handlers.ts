import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, nextId, updateRecord, deleteRecord } from '../lib/store'
import { folderAnswer, folderOwned, validFolderName } from './mail.common'

/** The user's mail folders: list, create, rename, delete (its letters go back to the inbox). */
export const mailFoldersHandlers: HttpHandler[] = [
  http.get('*/api/Mail/Folders', ({ request }) => {
    const user = requireUser(request)
    return ok(
      db.mailFolder
        .findMany({ where: { userID: { equals: user.userID } } })
        .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
        .map((f) => folderAnswer(f, user.userID)),
    )
  }),

  http.post('*/api/Mail/Folders', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<{ name: unknown }>(request)
    const name = validFolderName(user, body.name)
    const folderID = nextId('mailFolder', 'folderID')
    createRecord('mailFolder', { folderID, userID: user.userID, name })
    return ok(folderAnswer({ folderID, name }, user.userID))
  }),

  http.put('*/api/Mail/Folders/:folderID', async ({ request, params }) => {
    const user = requireUser(request)
    const folder = folderOwned(user, Number(params.folderID))
    if (!folder) return notFound('Папка не найдена')
    const body = await jsonBody<{ name: unknown }>(request)
    const name = validFolderName(user, body.name, folder.folderID)
    updateRecord('mailFolder', 'folderID', folder.folderID, { name })
    return ok(folderAnswer({ folderID: folder.folderID, name }, user.userID))
  }),

  http.delete('*/api/Mail/Folders/:folderID', ({ request, params }) => {
    const user = requireUser(request)
    const folder = folderOwned(user, Number(params.folderID))
    if (!folder) return notFound('Папка не найдена')
    for (const d of db.mailDelivery.findMany({
      where: { userID: { equals: user.userID }, folderID: { equals: folder.folderID } },
    })) {
      updateRecord('mailDelivery', 'deliveryID', d.deliveryID, { folderID: 0 })
    }
    deleteRecord('mailFolder', 'folderID', folder.folderID)
    return ok(true)
  }),
]
