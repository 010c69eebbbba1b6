import type { Rng } from '../lib/rng'

/** Deterministic demo data of the shell area (runs after users and core data exist). */
export function seedShell(_rng: Rng): void {}
