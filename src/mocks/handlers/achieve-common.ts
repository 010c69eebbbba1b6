import { db } from '../db'
import { fullName } from '../lib/names'

/** Helpers every handler of the achieve area shares (certificates, portfolio, applications, bypass sheet). */

/** «Фамилия Имя Отчество» of a user, or '' when there is no such user. */
export function userFullName(userID: number): string {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? fullName(u) : ''
}

/** The first message of a failed parse (the same Russian text the form shows), else the fallback. */
export const firstIssue = (issues: readonly { message: string }[], fallback: string) => issues[0]?.message ?? fallback
