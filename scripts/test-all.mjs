#!/usr/bin/env node
/**
 * `npm test`: lint, type check, vitest (unit, model-based, component), then the demo build and
 * Playwright e2e in the system Chromium. Ends with one line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const totals = { passed: 0, failed: 0 }
const env = { ...process.env, FORCE_COLOR: '0' }
mkdirSync('test-results', { recursive: true })

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  return result.status === 0
}

function countCheck(ok) {
  if (ok) totals.passed += 1
  else totals.failed += 1
}

countCheck(run('lint', 'npx', ['eslint', '.', '--max-warnings=0']))
countCheck(run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']))

rmSync('test-results/vitest.json', { force: true })
const vitestOk = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'])
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  if (!vitestOk && report.numFailedTests === 0) totals.failed += 1 // a suite failed to load
} else if (!vitestOk) totals.failed += 1

const buildOk = run('build', 'npx', ['vite', 'build'])
countCheck(buildOk)
if (buildOk) {
  rmSync('test-results/e2e.json', { force: true })
  const e2eOk = run('e2e', 'npx', ['playwright', 'test'])
  if (existsSync('test-results/e2e.json')) {
    const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'))
    totals.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0)
    totals.failed += report.stats.unexpected ?? 0
    if (!e2eOk && !report.stats.unexpected) totals.failed += 1
  } else if (!e2eOk) totals.failed += 1
}

const line = `${totals.passed} passed, ${totals.failed} failed`
writeFileSync('test-results/totals.txt', `${line}\n`)
console.log(`\n${line}`)
process.exit(totals.failed === 0 ? 0 : 1)
