import { http, HttpResponse, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import * as v from 'valibot'
import type { MailBody } from '@/api/mail'
import { mailBodySchema } from '@/api/mail-compose'
import { canSee, folderOwned, idList, matches, recipientsOf, row, unreadOf, userByID } from './mail.common'

/** Letters: the unread check, sending (POST InboxMail), the folder lists, one letter, read/unread and moving. */
export const mailLettersHandlers: HttpHandler[] = [
  http.get('*/api/Mail/CheckMail', ({ request }) => ok(unreadOf(requireUser(request).userID))),

  http.post('*/api/Mail/InboxMail', async ({ request }) => {
    const sender = requireUser(request)
    const body = await jsonBody<MailBody>(request)
    // the compose form's rules in the body's terms (src/api/mail-compose.ts)
    const checked = v.safeParse(mailBodySchema, body)
    if (!checked.success) return badRequest(checked.issues[0].message)
    const theme = checked.output.theme.trim()
    const message = checked.output.message
    let parentID = 0
    if (body.parentID !== null && body.parentID !== undefined) {
      parentID = Number(body.parentID)
      if (!canSee(sender, parentID)) return forbidden('Нельзя ответить на это письмо')
    }
    const { ids, label } = recipientsOf(sender, body)
    if (ids.length === 0) return HttpResponse.json({ state: -2, msg: 'Не найдено ни одного получателя', data: null })
    const messageID = nextId('mailMessage', 'messageID')
    createRecord('mailMessage', {
      messageID,
      fromID: sender.userID,
      theme,
      htmlMessage: typeof body.htmlMessage === 'string' ? body.htmlMessage : '',
      markdownMessage: typeof body.markdownMessage === 'string' ? body.markdownMessage : '',
      message,
      date: new Date().toISOString(),
      parentID,
      typeID: Number(body.typeID),
      toLabel: label,
    })
    for (const userID of ids)
      createRecord('mailDelivery', {
        deliveryID: `${messageID}:${userID}`,
        messageID,
        userID,
        folderID: 0,
        isRead: false,
      })
    return ok({ messageID })
  }),

  http.get('*/api/Mail/List', ({ request }) => {
    const user = requireUser(request)
    const q = queryOf(request)
    const mailType = q.get('mailType') ?? 'inbox'
    const page = Math.max(1, Number(q.get('page') ?? 1) || 1)
    const rowsPerPage = Math.min(200, Math.max(1, Number(q.get('rowsPerPage') ?? 20) || 20))
    const search = (q.get('searchQuery') ?? '').trim()
    let rows: ReturnType<typeof row>[]
    if (mailType === 'sent') {
      rows = db.mailMessage.findMany({ where: { fromID: { equals: user.userID } } }).map((m) => row(m, null))
    } else {
      const folderID = Number(q.get('folderID') ?? 0)
      if (mailType === 'folder' && !folderOwned(user, folderID)) return notFound('Папка не найдена')
      const deliveries = db.mailDelivery.findMany({ where: { userID: { equals: user.userID } } }).filter((d) => {
        if (mailType === 'inbox') return d.folderID === 0
        if (mailType === 'unread') return !d.isRead
        if (mailType === 'folder') return d.folderID === folderID
        return mailType === 'all'
      })
      if (!['inbox', 'unread', 'folder', 'all'].includes(mailType))
        return badRequest('Неизвестная папка', { mailType: 'value' })
      rows = deliveries.flatMap((d) => {
        const m = db.mailMessage.findFirst({ where: { messageID: { equals: d.messageID } } })
        return m ? [row(m, d)] : []
      })
    }
    if (search) rows = rows.filter((r) => [r.theme, r.preview, r.fromName, r.toName].some((t) => matches(t, search)))
    rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.messageID - a.messageID))
    return ok({ items: rows.slice((page - 1) * rowsPerPage, page * rowsPerPage), total: rows.length })
  }),

  http.get('*/api/Mail/Message/:messageID', ({ request, params }) => {
    const user = requireUser(request)
    const seen = canSee(user, Number(params.messageID))
    if (!seen) return notFound('Письмо не найдено')
    const { message, delivery } = seen
    const from = userByID(message.fromID)
    return ok({
      ...row(message, delivery),
      htmlMessage: message.htmlMessage,
      message: message.message,
      fromPhoto: from?.photo ?? '',
      isSent: message.fromID === user.userID,
      parentID: message.parentID || null,
      canReply: Boolean(delivery) && message.fromID !== user.userID,
      files: db.mailFile
        .findMany({ where: { messageID: { equals: message.messageID } } })
        .map((f) => ({ fileID: f.fileID, name: f.name, size: f.size, complete: f.complete })),
    })
  }),

  http.post('*/api/Mail/Read', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<{ messageIDs: unknown; isRead: unknown }>(request)
    const ids = idList(body.messageIDs)
    if (typeof body.isRead !== 'boolean') return badRequest('Нужен признак прочтения', { isRead: 'required' })
    for (const id of ids) {
      const key = `${id}:${user.userID}`
      const delivery = db.mailDelivery.findFirst({ where: { deliveryID: { equals: key } } })
      if (delivery && delivery.isRead !== body.isRead)
        updateRecord('mailDelivery', 'deliveryID', key, { isRead: body.isRead })
    }
    return ok(unreadOf(user.userID))
  }),

  http.post('*/api/Mail/Move', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody<{ messageIDs: unknown; folderID: unknown }>(request)
    const ids = idList(body.messageIDs)
    const folderID = body.folderID === null || body.folderID === undefined ? 0 : Number(body.folderID)
    if (folderID !== 0 && !folderOwned(user, folderID)) return forbidden('Папка недоступна')
    for (const id of ids) {
      const key = `${id}:${user.userID}`
      if (db.mailDelivery.findFirst({ where: { deliveryID: { equals: key } } }))
        updateRecord('mailDelivery', 'deliveryID', key, { folderID })
    }
    return ok(true)
  }),
]
