import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'
import { loadInitInfo } from '@/api/init'
import { saveSiteParameter } from '@/api/theme-settings'
import { ApiError } from '@/api/errors'

const as = (userID: number) => (document.cookie = 'authToken=' + issueToken(userID))
async function post(body: unknown) {
  return fetch('http://localhost/api/Admin/Parameters', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${issueToken(7)}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('POST /api/Admin/Parameters {id, value}', () => {
  it('an administrator sets the default accent; the initialization info serves it to everyone', async () => {
    as(7) // admin: Администратор-НИР, Администратор-Сайт
    await expect(saveSiteParameter({ id: 'defaultAccentColor', value: 'teal' })).resolves.toEqual({
      id: 'defaultAccentColor',
      value: 'teal',
    })
    expect(db.siteParameter.findFirst({ where: { id: { equals: 'defaultAccentColor' } } })!.value).toBe('teal')
    as(1)
    expect((await loadInitInfo()).defaultAccentColor).toBe('teal')
  })
  it('403 for any other role, 401 without a token', async () => {
    as(1)
    await expect(
      saveSiteParameter({ id: 'defaultAccentColor', value: 'teal' }, { silent: true }),
    ).rejects.toMatchObject({ code: 'forbidden', status: 403 })
    document.cookie = 'authToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    await expect(
      saveSiteParameter({ id: 'defaultAccentColor', value: 'teal' }, { silent: true }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(db.siteParameter.findFirst({ where: { id: { equals: 'defaultAccentColor' } } })!.value).toBe('studSite')
  })
  it('400 for a malformed body, an unknown parameter or an accent that does not exist', async () => {
    expect((await post('{oops')).status).toBe(400)
    expect((await post({ id: 'defaultAccentColor' })).status).toBe(400)
    expect((await post({ id: 'shortName', value: 'X' })).status).toBe(400)
    expect((await post({ id: 'defaultAccentColor', value: 'rainbow' })).status).toBe(400)
    expect(db.siteParameter.findFirst({ where: { id: { equals: 'defaultAccentColor' } } })!.value).toBe('studSite')
  })
})
