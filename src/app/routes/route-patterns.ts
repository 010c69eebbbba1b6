/** Route patterns (wouter syntax, spec `{id?}` written `:id?`): matching a concrete path, filling parameters. */

/** Case-insensitive match of a concrete path against a route pattern; the params or null. */
export function matchPattern(pattern: string, path: string): Record<string, string | undefined> | null {
  const keys: string[] = []
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const optional = segment.endsWith('?')
      keys.push(segment.slice(1, optional ? -1 : undefined))
      return optional ? '(?:/([^/]+?))?' : '/([^/]+?)'
    })
    .join('')
  const match = new RegExp(`^${source}/?$`, 'i').exec(safeDecode(path.split('?')[0]))
  if (!match) return null
  return Object.fromEntries(keys.map((key, i) => [key, match[i + 1]]))
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** Fills a pattern's parameters; null when a required one is missing. */
export function fillPattern(pattern: string, params: Record<string, string | undefined>): string | null {
  let missing = false
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const optional = segment.endsWith('?')
      const value = params[segment.slice(1, optional ? -1 : undefined)]
      if (value) return encodeURIComponent(value)
      if (!optional) missing = true
      return null
    })
    .filter((segment) => segment !== null)
    .join('/')
  return missing ? null : path || '/'
}

export function requiredParams(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((s) => s.startsWith(':') && !s.endsWith('?'))
    .map((s) => s.slice(1))
}
