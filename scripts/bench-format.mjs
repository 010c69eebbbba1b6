/**
 * Pure helpers of the bench scripts (no I/O): the median of a few runs, a figure checked against a
 * target, and a plain-text table. Not a bench itself: scripts/bench.mjs skips it when it runs the
 * area benches.
 */

/** The median of the finite numbers in `xs` (the mean of the middle two for an even count); null if none. */
/** The sign-in settings a production build asks `/api` for: the benches answer them (no backend here). */
export const LOGIN_SETTINGS = {
  hint: '',
  domainAuthStudent: '',
  allowRegisterStudents: true,
  vkClientID: '',
  vkRedirectUri: '',
  googleClientID: '',
  googleRedirectUri: '',
}

export function median(xs) {
  const sorted = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Whether `value` meets `target` ({ op: '<=' | '>=' | '=', value }); null when there is no figure. */
export function meets(value, target) {
  if (value === null || value === undefined || Number.isNaN(value) || !target) return null
  if (target.op === '<=') return value <= target.value
  if (target.op === '>=') return value >= target.value
  return value === target.value
}

/** '≤ 50 ms', '≥ 95', '100': the target as the table prints it. */
export function targetText(target, unit = '') {
  if (!target) return ''
  const sign = target.op === '<=' ? '≤ ' : target.op === '>=' ? '≥ ' : ''
  return `${sign}${target.value}${unit ? ` ${unit}` : ''}`
}

/** 'ok' when met, 'MISSED' when not, '' without a figure or a target. */
export function mark(value, target) {
  const met = meets(value, target)
  return met === null ? '' : met ? 'ok' : 'MISSED'
}

/**
 * A plain-text table: the first column left-aligned, the others right-aligned, two spaces between
 * columns. `rows` are arrays of cells (null or undefined prints '—'); returns the lines.
 */
export function formatTable(header, rows) {
  const text = (cell) => (cell === null || cell === undefined ? '—' : String(cell))
  const all = [header, ...rows].map((row) => row.map(text))
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)))
  return all.map((row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd(),
  )
}

/** 1234.5 → '1,235'; null → null (the table prints '—'). */
export function ms(value) {
  return value === null || value === undefined ? null : Math.round(value).toLocaleString('en')
}

/**
 * Runs inside the page (page.evaluate): a demo user's token from the in-page mock backend. The sign-in
 * page paints before the mock starts, so the call is retried until the mock answers (30 s at most).
 */
export async function demoTokenInPage(userName) {
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      const answer = await fetch('/WebApp/api/tokenauth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password: 'demo2024' }),
      })
      const token = answer.ok ? (await answer.json())?.data?.accessToken : null
      if (token) return token
    } catch {
      /* the mock is not answering yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no demo token for ${userName}`)
}
