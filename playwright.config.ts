import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4173)
/** Which build to serve (helpers working in parallel each build into their own folder). */
const DIST = process.env.E2E_DIST ?? 'dist'
/**
 * Debian's Chromium headless shell when it is installed (`.ci/run` installs it): the headless mode Playwright
 * itself runs by default, the same Chromium without the full browser's UI process; the e2e run took ~15 %
 * less CPU in it than in `chromium --headless` (516 s against 602 s for the 160 journeys on 2 cores).
 * Otherwise the full Chromium; CHROMIUM_PATH chooses either.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/** e2e against the built demo (vite build + vite preview) in the system Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  /** One sign-in per demo user per run: saved states in test-results/.auth (see tests/e2e/auth-state.ts). */
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  /** At most one retry, in CI only; a test that needs it is reported as flaky by `npm test` and fixed at its cause. */
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${PORT}/WebApp/`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    /**
     * A trace only for a retried test: recording one for every test (its screencast and DOM snapshots) cost a
     * quarter of the e2e run's CPU on 2 cores.
     */
    trace: 'on-first-retry',
    /**
     * No decorative motion (the New Year snow's canvas redraws every frame, dialog transitions) in journeys
     * that do not test it; the season test asks for motion itself.
     */
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://localhost:${PORT}/WebApp/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
