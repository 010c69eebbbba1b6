#!/usr/bin/env node
/**
 * `npm test`: vitest (unit, model-based, component) and, beside it, lint, the formatting check, type check, the demo
 * build and its byte budgets (scripts/check-budgets.mjs); then Playwright e2e in the system Chromium. Prints each phase's time, the slowest five test files, the
 * tests by kind (unit, model paths, component, e2e), each model's coverage line and the number of flaky
 * e2e tests; ends with one line: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'

const totals = { passed: 0, failed: 0 }
const failures = []
const env = { ...process.env, FORCE_COLOR: '0' }
mkdirSync('test-results', { recursive: true })
const phases = []
const files = [] // { name, seconds }
const kinds = { unit: [0, 0], 'model paths': [0, 0], component: [0, 0], e2e: [0, 0] } // [passed, failed]
let flaky = 0

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  phases.push({ label, seconds: (Date.now() - started) / 1000, ok: result.status === 0 })
  return result.status === 0
}

/**
 * A phase run beside vitest, its output kept and printed when it ends (so the two logs do not interleave).
 * The lint, format, type and build checks share the cores with vitest's two workers instead of waiting their
 * turn (~80 s of the run).
 */
function runBeside(label, command, args) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => {
      console.log(`\n▶ ${label} (beside vitest): ${command} ${args.join(' ')}\n${output.trimEnd()}`)
      phases.push({ label, seconds: (Date.now() - started) / 1000, ok: status === 0, beside: true })
      resolve(status === 0)
    })
  })
}

function runAsync(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('close', (status) => {
      phases.push({ label, seconds: (Date.now() - started) / 1000, ok: status === 0 })
      resolve(status === 0)
    })
  })
}

function countCheck(ok) {
  if (ok) totals.passed += 1
  else totals.failed += 1
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))
const kindOf = (file) =>
  /tests\/model\//.test(file) ? 'model paths' : /tests\/component\//.test(file) ? 'component' : 'unit'

const runStarted = Date.now()
rmSync('test-results/vitest.json', { force: true })
rmSync('test-results/model-coverage', { recursive: true, force: true })
const checks = (async () => {
  const ok = {}
  ok.lint = await runBeside('lint', 'npx', ['eslint', '.', '--max-warnings=0'])
  ok.format = await runBeside('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'])
  ok.typecheck = await runBeside('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
  ok.build = await runBeside('build', 'npx', ['vite', 'build'])
  // Issue 19's byte budgets on that build (deterministic: its chunk graph, no browser).
  if (ok.build) ok.budgets = await runBeside('budgets', 'node', ['scripts/check-budgets.mjs', 'dist'])
  return ok
})()
const [vitestOk, checked] = await Promise.all([
  runAsync('vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ]),
  checks,
])
for (const ok of Object.values(checked)) countCheck(ok)
if (existsSync('test-results/vitest.json')) {
  const report = readJson('test-results/vitest.json')
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  if (!vitestOk && report.numFailedTests === 0) totals.failed += 1 // a suite failed to load
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name)
    files.push({ name, seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000 })
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') kinds[kindOf(name)][0] += 1
      else if (test.status === 'failed') {
        kinds[kindOf(name)][1] += 1
        failures.push(`${name} › ${test.fullName ?? test.title}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`)
      }
    }
  }
} else if (!vitestOk) totals.failed += 1

const buildOk = checked.build
if (buildOk) {
  rmSync('test-results/e2e.json', { force: true })
  const e2eOk = run('e2e', 'npx', ['playwright', 'test'])
  if (existsSync('test-results/e2e.json')) {
    const report = readJson('test-results/e2e.json')
    flaky = report.stats.flaky ?? 0
    totals.passed += (report.stats.expected ?? 0) + flaky
    totals.failed += report.stats.unexpected ?? 0
    kinds.e2e = [(report.stats.expected ?? 0) + flaky, report.stats.unexpected ?? 0]
    if (!e2eOk && !report.stats.unexpected) totals.failed += 1
    const walk = (suite, file) => {
      const name = suite.file ?? file
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failures.push(`tests/e2e/${name} › ${spec.title}`)
        const seconds = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000
        const entry = files.find((f) => f.name === `tests/e2e/${name}`)
        if (entry) entry.seconds += seconds
        else files.push({ name: `tests/e2e/${name}`, seconds, worker: true })
      }
      for (const child of suite.suites ?? []) walk(child, name)
    }
    for (const suite of report.suites ?? []) walk(suite, suite.file)
  } else if (!e2eOk) totals.failed += 1
}

console.log('\n── time per phase')
for (const p of phases)
  console.log(
    `${p.label.padEnd(10)} ${p.seconds.toFixed(1).padStart(7)} s${p.beside ? '  (beside vitest)' : ''}${p.ok ? '' : '  (failed)'}`,
  )
console.log(`${'total'.padEnd(10)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s  (wall clock)`)
console.log('\n── slowest five test files (vitest: file time; e2e: sum of its tests over the workers)')
for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 5))
  console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`)
console.log(
  '\n── tests by kind (passed / failed; model paths = replayed model paths and the model files’ other checks)',
)
for (const [kind, [passed, failed]] of Object.entries(kinds))
  console.log(`${kind.padEnd(12)} ${String(passed).padStart(5)} / ${failed}`)
console.log(
  `checks       ${String(phases.filter((p) => p.label !== 'vitest' && p.label !== 'e2e' && p.ok).length).padStart(5)} / ${phases.filter((p) => p.label !== 'vitest' && p.label !== 'e2e' && !p.ok).length}  (lint, typecheck, build, byte budgets)`,
)
if (existsSync('test-results/model-coverage')) {
  console.log('\n── model coverage (each model: reachable states and transitions its paths took)')
  for (const file of readdirSync('test-results/model-coverage').sort())
    console.log(readJson(`test-results/model-coverage/${file}`).line)
}

// Last before the totals, so that the tail of a CI log names what failed.
if (failures.length > 0) {
  console.log('\n── failed tests')
  for (const failure of failures) console.log(failure.slice(0, 400))
}

const line = `${totals.passed} passed, ${totals.failed} failed`
writeFileSync('test-results/totals.txt', `${line}\n`)
writeFileSync('test-results/flaky.txt', `flaky: ${flaky}\n`)
console.log(`\nflaky: ${flaky}`)
console.log(line)
process.exit(totals.failed === 0 ? 0 : 1)
