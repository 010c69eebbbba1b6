import { createRng } from '../lib/rng'
import { seedNir } from '../seed/nir.seed'
import { seedNirContract } from '../seed/nir-contract.seed'
import { seedNirSkif } from '../seed/nir-skif.seed'
import { seedNirSemestr } from '../seed/nir-semestr.seed'
import { seedNirAdmin } from '../seed/nir-admin.seed'
import { nirHandlers } from '../handlers/nir.handlers'
import { nirAdminHandlers } from '../handlers/nir-admin.handlers'
import type { MockArea } from './mock-area'

/** The nir area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedNir(createRng(14))
    seedNirContract()
    seedNirSkif()
    seedNirSemestr()
    seedNirAdmin()
  },
  handlers: [...nirHandlers, ...nirAdminHandlers],
}
