/** /www/{site}: the external sites the portal links to by short name (spec 1 §2 "Other"). */
export const EXTERNAL_SITES: Record<string, string> = {
  dstu: 'https://donstu.ru',
  donstu: 'https://donstu.ru',
  edu: 'https://edu.donstu.ru',
  ntb: 'https://ntb.donstu.ru',
  library: 'https://ntb.donstu.ru',
  abit: 'https://abiturient.donstu.ru',
  sdo: 'https://skif.donstu.ru',
  vk: 'https://vk.com/donstu',
  telegram: 'https://t.me/donstu',
  pwa: 'https://lk.donstu.ru/webapppwa',
}

/** The address of a known site (case-insensitive), or null. */
export function externalSiteUrl(site: string | undefined): string | null {
  if (!site) return null
  return EXTERNAL_SITES[site.toLowerCase()] ?? null
}
