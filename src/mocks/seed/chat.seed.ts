import type { Rng } from '../lib/rng'

/** Deterministic demo data of the chat area (runs after users and core data exist). */
export function seedChat(_rng: Rng): void {}
