import type { Rng } from '../lib/rng'
import { db } from '../db'

/**
 * Deterministic demo data of the settings area (runs after users and core data exist). The demo
 * turns the QR scanner on so the toolbar's QR button can be tried (init.qrScannerEnabled).
 */
export function seedSettings(_rng: Rng): void {
  db.siteParameter.update({ where: { id: { equals: 'qrScannerEnabled' } }, data: { value: 'true' } })
}
