#!/usr/bin/env node
/**
 * `node scripts/check-budgets.mjs [dist]`: issue 19's byte budgets on a finished build (`npm test` runs it
 * after its build). Prints the table and exits 1 when a figure is over its budget, so growth fails CI.
 * The budgets and what they measure: scripts/bundle-figures.mjs (BUDGETS).
 */
import { bundleFigures, printBudgetTable } from './bundle-figures.mjs'

const rows = printBudgetTable(bundleFigures(process.argv[2] ?? 'dist'))
const over = rows.filter((row) => !row.ok)
for (const row of over) console.log(`over budget: ${row.label} ${row.figure.toFixed(1)} > ${row.budget}`)
process.exit(over.length === 0 ? 0 : 1)
