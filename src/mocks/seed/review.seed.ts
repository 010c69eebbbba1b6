import type { Rng } from '../lib/rng'

/** Deterministic demo data of the review area (runs after users and core data exist). */
export function seedReview(_rng: Rng): void {}
