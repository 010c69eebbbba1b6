import type { HttpHandler } from 'msw'

/** An area of the demo backend: its seed (fills its models) and its handlers. */
export interface MockArea {
  seed(): void
  /**
   * The same seed in steps (it yields between them), for one that holds the page's main thread long enough to
   * block input on a phone: the browser's boot runs each step in a task of its own (lib/areas.ts).
   */
  seedSteps?: () => Generator<void, void, void>
  handlers: HttpHandler[]
}

/**
 * How an area is found and loaded (issue 19: the demo backend loads per area). The core (core.ts: sign-in,
 * the session, the menu, settings) is imported eagerly; every area of the registry is its own chunk,
 * imported, seeded and replayed (its models' journaled writes) on the first request whose path after
 * `/api/` begins with one of its `paths` (src/mocks/lib/areas.ts).
 */
export interface AreaEntry {
  name: string
  /**
   * First segments of the API paths its handlers answer (`Mail` for `/api/Mail/Folders`), or the first two
   * where areas share a first segment (`UserInfo/UsersOnline`: a two-segment entry wins over one-segment ones).
   */
  paths: string[]
  /** Areas its seed or handlers read: loaded (seeded) before it, so the data never depend on load order. */
  deps?: string[]
  /** Areas loaded together with it: their seeds add rows to its models (nir adds publication types). */
  with?: string[]
  /**
   * The models its seed fills (the last seed to write a model owns it): their journaled writes are replayed
   * when it loads. A model no lazy area seeds is replayed at boot.
   */
  models: string[]
  load(): Promise<{ area: MockArea }>
}
