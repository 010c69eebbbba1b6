/** Types of scripts/bench-format.mjs (plain ESM: node runs it without a build step). */
export interface Target {
  op: '<=' | '>=' | '='
  value: number
}
export const LOGIN_SETTINGS: Record<string, string | boolean>
export function median(xs: readonly (number | null | undefined)[]): number | null
export function meets(value: number | null | undefined, target: Target | null | undefined): boolean | null
export function targetText(target: Target | null | undefined, unit?: string): string
export function mark(value: number | null | undefined, target: Target | null | undefined): '' | 'ok' | 'MISSED'
export function formatTable(header: readonly string[], rows: readonly (readonly unknown[])[]): string[]
export function ms(value: number | null | undefined): string | null
export function demoTokenInPage(userName: string): Promise<string>
