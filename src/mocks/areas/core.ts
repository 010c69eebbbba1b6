import { createRng } from '../lib/rng'
import { seedUsersInSteps } from '../seed/users.seed'
import { seedCore } from '../seed/core.seed'
import { seedShell } from '../seed/shell.seed'
import { seedSettings } from '../seed/settings.seed'
import { authHandlers } from '../handlers/auth.handlers'
import { initHandlers } from '../handlers/init.handlers'
import { shellHandlers } from '../handlers/shell.handlers'
import { settingsHandlers } from '../handlers/settings.handlers'
import { runSteps } from '../lib/steps'
import type { MockArea } from './mock-area'

// The users (~350) are most of the core's seed: one task of ~250–490 ms on a phone (4× CPU) before the steps.
function* seedSteps(): Generator<void, void, void> {
  yield* seedUsersInSteps(createRng(1))
  seedCore(createRng(2))
  yield
  seedShell(createRng(3))
  seedSettings(createRng(9))
}

/** The core of the demo backend, loaded eagerly: sign-in, the session, the menu and the frame every page calls. */
export const area: MockArea = {
  seed: () => runSteps(seedSteps()),
  seedSteps,
  handlers: [...authHandlers, ...initHandlers, ...shellHandlers, ...settingsHandlers],
}
