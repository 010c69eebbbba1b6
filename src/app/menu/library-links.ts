import type { LibraryParams } from '@/api/shell'
import { ssoSign } from '@/lib/library-sign'
import { menuTexts } from '@/texts/ru/menu'

/**
 * Library links (spec 1 §2, §7): IPR Books, Biblioclub, Znanium, Lan, Urait, FB, RPD and the
 * individual trajectory, built from /api/IPR/params. Signed single-sign-on links carry an MD5 of the
 * user id, the service's secret and the time. Library service role ids (spec 1 §6): student 3 /
 * teacher 2 for IPR Books, 1 / 3 for Biblioclub, 6 / 5 for Znanium.
 */
export interface LibraryLink {
  key: keyof typeof menuTexts.library
  text: string
  href: string
}

export const LIBRARY_ROLE_IDS = {
  iprBooks: { student: 3, teacher: 2 },
  biblioclub: { student: 1, teacher: 3 },
  znanium: { student: 6, teacher: 5 },
} as const

function withScheme(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain.replace(/\/+$/, '')}`
}

function query(base: string, params: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(params).map(([k, value]) => [k, String(value)]))
  return `${base}${base.includes('?') ? '&' : '?'}${search.toString()}`
}

export interface LibraryUser {
  userID: number
  isStudent: boolean
}

/**
 * The links, in the spec's order; a service with no address configured is left out, the trajectory
 * when init.hideTrajectory is set. `time` is Unix seconds.
 */
export function buildLibraryLinks(
  params: LibraryParams,
  user: LibraryUser,
  time: number,
  options: { hideTrajectory?: boolean } = {},
): LibraryLink[] {
  const kind = user.isStudent ? 'student' : 'teacher'
  const id = user.userID
  const links: LibraryLink[] = []
  const add = (key: LibraryLink['key'], href: string | null) => {
    if (href) links.push({ key, text: menuTexts.library[key], href })
  }
  add(
    'iprBooks',
    params.iprBooks_Domain
      ? query(`${withScheme(params.iprBooks_Domain)}/autologin`, {
          u_id: id,
          user_type: LIBRARY_ROLE_IDS.iprBooks[kind],
          time,
          sign: ssoSign(id, params.iprBooks_SECRET_KEY, time),
        })
      : null,
  )
  add(
    'biblioclub',
    params.biblioclub_Domain
      ? query(`${withScheme(params.biblioclub_Domain)}/index.php`, {
          page: 'main_ub_red',
          uid: id,
          role: LIBRARY_ROLE_IDS.biblioclub[kind],
          time,
          sign: ssoSign(id, params.biblioclub_SECRET_KEY, time),
        })
      : null,
  )
  add(
    'znanium',
    params.znanium_Domain
      ? query(`${withScheme(params.znanium_Domain)}/sso`, {
          username: id,
          gr: LIBRARY_ROLE_IDS.znanium[kind],
          time,
          sign: ssoSign(id, params.znanium_SECRET_KEY, time),
        })
      : null,
  )
  add('lan', params.lanLink || null)
  add(
    'urait',
    params.uraiT_PID
      ? query('https://urait.ru/sso', { pid: params.uraiT_PID, token: params.uraiT_Token, uid: id })
      : null,
  )
  add('fb', params.fbLibLink ? query(params.fbLibLink, { hash: params.fbLibHash, uid: id }) : null)
  add('rpd', params.rpdLink ? query(params.rpdLink, { hash: params.rpdAuthHash, uid: id }) : null)
  if (!options.hideTrajectory)
    add(
      'trajectory',
      params.itrackLink
        ? query(params.itrackLink, {
            hash: params.itrackHash,
            uid: id,
            ...(params.groupName ? { group: params.groupName } : {}),
          })
        : null,
    )
  return links
}
