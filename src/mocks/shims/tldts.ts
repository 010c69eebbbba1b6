/**
 * The one tldts function tough-cookie (msw's cookie store) calls, without the public-suffix list (45 KiB gzip)
 * (build only, scripts/mswjs-data-slim-plugin.ts). The demo's mocked responses set cookies for the page's own
 * host, never for a suffix shared by other sites, so the registrable domain is taken as the last two labels
 * (tough-cookie handles localhost and the special-use names itself; an IP address has none).
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase()
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null
  const labels = host.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
