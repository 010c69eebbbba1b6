/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { demoRelayPlugin } from './scripts/demo-relay-plugin.ts'
import { precompressPlugin } from './scripts/precompress-plugin.ts'
import { chunkMapPlugin } from './scripts/chunk-map-plugin.ts'
import { appStartPreloadPlugin } from './scripts/app-start-preload-plugin.ts'
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts'
import { mswjsDataSlimPlugin } from './scripts/mswjs-data-slim-plugin.ts'
import { fileURLToPath } from 'node:url'
import { execSync } from 'node:child_process'
import { realpathSync } from 'node:fs'

function buildStamp(): string {
  const now = new Date()
  const yymmdd = now.toISOString().slice(2, 10).replaceAll('-', '')
  let sha = 'dev'
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    /* not a git checkout */
  }
  return JSON.stringify({ version: yymmdd, build: sha, date: now.toISOString().slice(0, 10) })
}

export default defineConfig({
  base: '/WebApp/',
  plugins: [
    react(),
    mswjsDataSlimPlugin(),
    demoRelayPlugin(),
    serviceWorkerPlugin([
      'manifest.webmanifest',
      'img/icons/svg/logo.svg',
      'img/icons/png/icon-192.png',
      'img/icons/png/icon-512.png',
      'img/icons/png/apple-touch-icon.png',
    ]),
    chunkMapPlugin(),
    appStartPreloadPlugin(),
    precompressPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __BUILD__: buildStamp() },
  // node_modules may be a symlink to a shared install (git worktrees): allow serving its real path
  // too, else `?url` imports (the theme CSS) are denied outside the project root.
  server: {
    port: 5173,
    strictPort: false,
    fs: {
      allow: [
        fileURLToPath(new URL('.', import.meta.url)),
        realpathSync(fileURLToPath(new URL('./node_modules', import.meta.url))),
      ],
    },
  },
  preview: { port: 4173 },
  build: {
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: the chunk graph scripts/bundle-figures.mjs measures (bench, byte budgets).
    manifest: true,
    rollupOptions: {
      output: {
        // Issue 19: everything index.html loads statically (`$initial`: React and React DOM, src/main.tsx) is one
        // chunk, and the app's start (src/start.tsx, which the entry imports: xstate, the router, the route table,
        // the session) is one more, not a dozen small common chunks shared with lazy screens and the demo backend
        // (31 → 16 requests on the login route). Without its group the start's modules went to whichever group
        // shared them (the login screen's, the form kit's) and the start chunk imported those whole.
        // The form kit (react-hook-form, its valibot resolver, the app's form frame, text field and submit
        // button, PrimeReact's InputText and Message) is one more chunk instead of eight small ones: the login
        // form and most screens use it whole, and every signed-in visit loads it with the mail composer's host
        // (login route: 16 → 11 requests).
        // PrimeReact's base (hooks, component base, portal, tooltip, Button, transitions) is one chunk of its own:
        // the entry has no PrimeReact component (the notification host and its Toast load after the first
        // paint), and without this group the form kit's chunk took the base in and the signed-in frame, which
        // needs Button but no form, loaded react-hook-form with it.
        codeSplitting: {
          groups: [
            { name: 'core', tags: ['$initial'], priority: 3 },
            { name: 'start', test: /src[\\/]start\.tsx$/, priority: 2 },
            {
              name: 'prime',
              priority: 1,
              test: /src[\\/]ui[\\/]locale\.ts$|node_modules[\\/](primereact[\\/](api|utils|hooks|componentbase|iconbase|portal|ripple|tooltip|button|inputtext|keyfilter|overlayservice|csstransition|icons[\\/](spinner|times|timescircle|check|exclamationtriangle|infocircle))|react-transition-group)[\\/]/,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|src[\\/]ui[\\/]form[\\/](app-form|field-frame|field-error|text-field|submit-button)\.tsx$|src[\\/]texts[\\/]ru[\\/]form\.ts$/,
            },
            // The theme-class controls (src/ui/plain) the sign-in card and the form kit's error share: a chunk of
            // their own, or the form kit's group would take them in and the sign-in card would fetch it.
            { name: 'plain', priority: 1, test: /src[\\/]ui[\\/]plain[\\/]/ },
            // The signed-in frame (toolbar, menu, drawers) and what only it needs: one chunk, not eleven small ones
            // (each a request the page's main thread pays for, a few ms on a phone).
            { name: 'frame', test: /src[\\/]app[\\/]layouts[\\/]main-layout\.tsx$/ },
            { name: 'login-screen', test: /src[\\/]screens[\\/]login[\\/]login-screen\.tsx$/ },
            {
              name: 'demo-backend',
              test: /src[\\/]mocks[\\/](browser|lib[\\/]names)\.ts$|src[\\/]screens[\\/]demo[\\/]demo-panel\.tsx$/,
            },
          ],
        },
        // The demo backend's entry and its areas (loaded on their first request) get names of their own:
        // tests and the bench tell them from app chunks.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('/src/mocks/browser.ts')
            ? 'assets/demo-backend-[hash].js'
            : /\/src\/mocks\/areas\/[\w-]+\.ts$/.test(chunk.facadeModuleId ?? '')
              ? 'assets/demo-area-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    testTimeout: 20_000,
    // Every file of a worker shares one jsdom and one process (isolate: false): a fresh environment and a fresh
    // load of React, PrimeReact, msw and jsdom per file were most of vitest's time on 2 cores (unit files: 744 s
    // → 176 s; component files: 274 s → 107 s, 463 → 155 s of CPU). tests/setup.ts reseeds the backend and
    // clears cookies and storage after each test. Unit and model files also share the app's modules; component
    // files mount screens whose module-level signals and caches (session, notifications, the demo backend's
    // tokens) must start fresh, so tests/setup-component.ts re-imports the app's modules and resets the
    // document after each file (libraries stay loaded).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/{unit,model}/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['tests/setup.ts', 'tests/setup-component.ts'],
        },
      },
    ],
    // CI runs the whole suite on 2 cores: one retry absorbs a timing flake; a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    pool: 'threads',
    // Both of CI's 2 cores (vitest's default would leave one idle there; jsdom keeps a worker on one core).
    maxWorkers: 2,
    css: false,
  },
})
