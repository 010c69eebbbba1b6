/** Spec 2 §9: file sizes in kb, mb, gb, tb with 3 decimals (1 kb = 1024 bytes). */
const UNITS = ['kb', 'mb', 'gb', 'tb'] as const

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0.000 kb'
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(3)} ${UNITS[unit]}`
}
