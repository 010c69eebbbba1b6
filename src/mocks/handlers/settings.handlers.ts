import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, jsonBody, ok } from '../lib/respond'
import { createRecord, updateRecord } from '../lib/store'
import { DARK_ACCENTS, LIGHT_ACCENTS } from '@/lib/constants/shell'

/** Site parameters an administrator may set, with the values each accepts. */
const ACCENTS = new Set<string>([...DARK_ACCENTS, ...LIGHT_ACCENTS])
const WRITABLE_PARAMETERS: Record<string, (value: string) => boolean> = {
  defaultAccentColor: (value) => ACCENTS.has(value),
}

/** Handlers of the settings area: the spec's calls with their exact paths, queries and {state, data} shapes. */
export const settingsHandlers: HttpHandler[] = [
  // POST /api/Admin/Parameters {id, value}: administrators ('Администратор-НИР', 'Администратор-Сайт') only.
  http.post('*/api/Admin/Parameters', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, 'Администратор-НИР', 'Администратор-Сайт')
    const body = await jsonBody<{ id?: unknown; value?: unknown }>(request)
    if (typeof body.id !== 'string' || typeof body.value !== 'string')
      return badRequest('Укажите id и value', { id: 'Обязательное поле', value: 'Обязательное поле' })
    const accepts = WRITABLE_PARAMETERS[body.id]
    if (!accepts) return badRequest(`Неизвестный параметр: ${body.id}`)
    if (!accepts(body.value)) return badRequest(`Недопустимое значение параметра ${body.id}`)
    const existing = db.siteParameter.findFirst({ where: { id: { equals: body.id } } })
    if (existing) updateRecord('siteParameter', 'id', body.id, { value: body.value })
    else createRecord('siteParameter', { id: body.id, value: body.value })
    return ok({ id: body.id, value: body.value })
  }),
]
