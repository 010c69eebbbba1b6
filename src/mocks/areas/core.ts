import { createRng } from '../lib/rng'
import { seedUsers } from '../seed/users.seed'
import { seedCore } from '../seed/core.seed'
import { seedShell } from '../seed/shell.seed'
import { seedSettings } from '../seed/settings.seed'
import { authHandlers } from '../handlers/auth.handlers'
import { initHandlers } from '../handlers/init.handlers'
import { shellHandlers } from '../handlers/shell.handlers'
import { settingsHandlers } from '../handlers/settings.handlers'
import type { MockArea } from './mock-area'

/** The core of the demo backend, loaded eagerly: sign-in, the session, the menu and the frame every page calls. */
export const area: MockArea = {
  seed() {
    seedUsers(createRng(1))
    seedCore(createRng(2))
    seedShell(createRng(3))
    seedSettings(createRng(9))
  },
  handlers: [...authHandlers, ...initHandlers, ...shellHandlers, ...settingsHandlers],
}
