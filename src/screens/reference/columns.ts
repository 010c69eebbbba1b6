import { referenceTexts as t } from '@/texts/ru/reference'

/** Option lists of the reference tables' select columns (the columns are declared in src/api/reference-resources.ts). */
export const CATEGORIES = ['НИД', 'ФинНИР', 'ОБР', 'Учеб', 'Иное'].map((c) => ({ id: c, name: c }))
export const LIST_NUMBERS = [1, 2, 3, 4].map((n) => ({ id: n, name: t.listN(n) }))
export const KINDS = Object.entries(t.kinds).map(([id, name]) => ({ id, name }))
