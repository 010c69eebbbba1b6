import type { Rng } from '../lib/rng'

/** Deterministic demo data of the gia area (runs after users and core data exist). */
export function seedGia(_rng: Rng): void {}
