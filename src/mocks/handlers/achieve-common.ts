import { db } from '../db'

/** Helpers every handler of the achieve area shares (certificates, portfolio, applications, bypass sheet). */

/** «Фамилия Имя Отчество» of a user, or '' when there is no such user. */
export function userFullName(userID: number): string {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? [u.last_name, u.first_name, u.middle_name].filter(Boolean).join(' ') : ''
}

/** The first message of a failed parse (the same Russian text the form shows), else the fallback. */
export const firstIssue = (issues: readonly { message: string }[], fallback: string) => issues[0]?.message ?? fallback
