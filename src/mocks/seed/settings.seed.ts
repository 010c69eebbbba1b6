import type { Rng } from '../lib/rng'

/** Deterministic demo data of the settings area (runs after users and core data exist). */
export function seedSettings(_rng: Rng): void {}
