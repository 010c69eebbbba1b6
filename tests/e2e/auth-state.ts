/** Shared by the e2e global setup and the fixtures (no Playwright test objects here). */
export const DEMO_PASSWORD = 'demo2024'

/** Every demo user a spec signs in as: one sign-in each per run, in the global setup. */
export const E2E_USERS = [
  'student',
  'teacher',
  'admin',
  'author',
  'secretary',
  'secretary2',
  'chairman',
  'dean',
  'mailer',
  'schoolx-admin',
  'schoolx-student',
  'schoolx-teacher',
  'export',
  'certs',
  'portfolio',
  'applications',
  'nikolaeva2003',
  'contests',
  'dorm',
  'applicant',
  /** 'Доп выплаты ответственный' (extra payments): the issue-16 route walk. */
  'role55',
  'expert1',
  /** 'ГрафикЗадолженностей-Факультет': another student's debts, /StudentsDebts/{id} (the issue-15 route walk). */
  'role57',
] as const

/** The demo's own setting: the lesson-review panel and the inactivity banner do not open by themselves. */
export const QUIET_PROMPTS_KEY = 'demoQuietPrompts'

/** The demo's own setting: no baseline delay on mock calls (src/mocks/lib/faults.ts); fault journeys add theirs. */
export const BASELINE_LATENCY_KEY = 'demoBaselineLatency'

/** The demo's own setting: the relay room its pages mirror their writes in (src/mocks/lib/realtime-hub.ts). */
export const RELAY_ROOM_KEY = 'demoRelayRoom'

export const storageStatePath = (login: string) => `test-results/.auth/${login}.json`
