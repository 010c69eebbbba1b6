/**
 * The library links' single-sign-on signature (spec 1 §7): MD5 of the user id, the service's secret and the time.
 * js-md5 loads with the library parameters it signs (src/machines/shell/menu-sources.actors.ts), not with the
 * signed-in frame (issue 19): a link is only built once those parameters are in.
 */
let md5: ((text: string) => string) | null = null

export async function loadLibrarySigner(): Promise<void> {
  md5 ??= (await import('js-md5')).md5
}

/** MD5 of id, secret and time (spec 1 §7). */
export function ssoSign(id: number | string, secret: string, time: number): string {
  if (!md5) throw new Error('ssoSign before loadLibrarySigner: the library parameters load the signer')
  return md5(`${id}${secret}${time}`)
}
