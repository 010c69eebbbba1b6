import { beforeAll, describe, expect, it } from 'vitest'
import { md5 } from 'js-md5'
import { buildLibraryLinks, LIBRARY_ROLE_IDS } from '@/app/menu/library-links'
import { loadLibrarySigner, ssoSign } from '@/lib/library-sign'
import { DEMO_LIBRARY_PARAMS } from '@/mocks/handlers/shell.handlers'

const params = { ...DEMO_LIBRARY_PARAMS, groupName: 'ВИТ31' }
const T = 1_763_880_000

describe('library links (spec 1 §2, §7)', () => {
  // The signer loads with the library parameters (menu-sources.actors.ts), as in the app.
  beforeAll(loadLibrarySigner)

  it('signs with the MD5 of id, secret and time', () => {
    expect(ssoSign(1, 'secret', T)).toBe(md5(`1secret${T}`))
    expect(ssoSign(1, 'secret', T)).toMatch(/^[0-9a-f]{32}$/)
    expect(ssoSign(1, 'secret', T)).not.toBe(ssoSign(1, 'secret', T + 1))
  })

  it('builds the eight links in order with signed single-sign-on addresses', () => {
    const links = buildLibraryLinks(params, { userID: 1, isStudent: true }, T)
    expect(links.map((l) => l.key)).toEqual([
      'iprBooks',
      'biblioclub',
      'znanium',
      'lan',
      'urait',
      'fb',
      'rpd',
      'trajectory',
    ])
    const ipr = new URL(links[0].href)
    expect(ipr.origin).toBe('https://www.iprbookshop.ru')
    expect(ipr.searchParams.get('u_id')).toBe('1')
    expect(ipr.searchParams.get('time')).toBe(String(T))
    expect(ipr.searchParams.get('sign')).toBe(md5(`1${params.iprBooks_SECRET_KEY}${T}`))
    expect(ipr.searchParams.get('user_type')).toBe(String(LIBRARY_ROLE_IDS.iprBooks.student))
    const znanium = new URL(links[2].href)
    expect(znanium.searchParams.get('sign')).toBe(md5(`1${params.znanium_SECRET_KEY}${T}`))
    expect(znanium.searchParams.get('gr')).toBe('6')
    expect(new URL(links[1].href).searchParams.get('role')).toBe('1')
    expect(links[3].href).toBe(params.lanLink)
    expect(new URL(links[7].href).searchParams.get('group')).toBe('ВИТ31')
  })

  it('uses the teacher role ids for staff, hides the trajectory on request, skips unset services', () => {
    const links = buildLibraryLinks({ ...params, lanLink: '', groupName: null }, { userID: 8, isStudent: false }, T, {
      hideTrajectory: true,
    })
    expect(links.map((l) => l.key)).toEqual(['iprBooks', 'biblioclub', 'znanium', 'urait', 'fb', 'rpd'])
    expect(new URL(links[0].href).searchParams.get('user_type')).toBe('2')
    expect(new URL(links[1].href).searchParams.get('role')).toBe('3')
    expect(new URL(links[2].href).searchParams.get('gr')).toBe('5')
  })
})
