/** Types of scripts/bundle-figures.mjs (plain ESM: node runs it without a build step). */
export interface Figures {
  entry: { js: number; css: number; files: number }
  start: { js: number; files: number }
  frame: { js: number; files: number }
  login: Record<'production' | 'demo', { js: number; css: number; files: number; requests: number }>
  routes: { module: string; js: number; files: number }[]
}
export interface Budget {
  target: number
  budget: number
}
export interface BudgetRow extends Budget {
  label: string
  figure: number
  unit: string
  ok: boolean
  meetsTarget: boolean
}
export const LOGIN_SCREEN: string
export const APP_START: string
export const SIGNED_IN_FRAME: string
export const DEMO_PARTS: string[]
export const BUDGETS: Record<
  'entry' | 'start' | 'loginProduction' | 'loginDemo' | 'requestsProduction' | 'requestsDemo' | 'frame' | 'route',
  Budget
>
export const ROUTE_BUDGETS: Record<string, number>
export function routeModules(root?: string): string[]
export function bundleFigures(dist?: string, root?: string): Figures
export function kib(bytes: number): number
export function budgetRows(
  figures: Figures,
  budgets?: typeof BUDGETS,
  routeBudgets?: Record<string, number>,
): BudgetRow[]
export function printBudgetTable(figures: Figures, log?: (line: string) => void): BudgetRow[]
