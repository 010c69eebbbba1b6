import type { Rng } from '../lib/rng'

/** Deterministic demo data of the mail area (runs after users and core data exist). */
export function seedMail(_rng: Rng): void {}
