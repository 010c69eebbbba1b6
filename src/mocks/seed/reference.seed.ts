import type { Rng } from '../lib/rng'

/** Deterministic demo data of the reference area (runs after users and core data exist). */
export function seedReference(_rng: Rng): void {}
