import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  buildWorkSchema,
  defaultWorkValues,
  findAuthors,
  findPrepods,
  findStudents,
  influenceError,
  mainShare,
  type WorkView,
} from '@/api/nir'
import { nirTexts as t } from '@/texts/ru/nir'

const view: Pick<WorkView, 'fields'> = {
  fields: [
    { key: 'name', label: 'Название работы', kind: 'textarea', required: true, options: [], maxLength: 20 },
    { key: 'year', label: 'Год', kind: 'number', required: true, options: [] },
    { key: 'attr1', label: 'Том', kind: 'text', required: false, options: [], maxLength: 5 },
    { key: 'list1', label: 'Форма', kind: 'select', required: true, options: [{ value: 7, label: 'Очная' }] },
    { key: 'date', label: 'Дата', kind: 'date', required: false, options: [] },
  ],
}
const author = (id: number, influence: number | null) => ({ id, fio: `Автор ${id}`, structure: '', influence })
const issues = (input: unknown) => {
  const r = v.safeParse(buildWorkSchema(view), input)
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`)
}
const valid = { name: 'Статья', year: 2025, attr1: '', list1: 7, date: null, coAuthors: [] }

describe('authors’ influence (spec 2 §4)', () => {
  it('the main author’s share is 100 minus the shares entered', () => {
    expect(mainShare([])).toBe(100)
    expect(mainShare([author(1, 30), author(2, 20), author(3, 10)])).toBe(40)
    expect(mainShare([author(1, null)])).toBe(100)
  })
  it('raises the influence error at 0 or less and clears it above 0', () => {
    expect(influenceError([author(1, 60), author(2, 30), author(3, 10)])).toBe(true)
    expect(influenceError([author(1, 70), author(2, 40)])).toBe(true)
    expect(influenceError([author(1, 99)])).toBe(false)
  })
})

describe('the form schema built from a view definition', () => {
  it('accepts a valid work and trims texts', () => {
    const r = v.safeParse(buildWorkSchema(view), { ...valid, name: '  Статья  ' })
    expect(r.success && r.output.name).toBe('Статья')
  })
  it('names each missing required field by its label; blank and zero-width text is empty', () => {
    expect(issues({ ...valid, name: '\u200B ', year: null, list1: null })).toEqual([
      `name: ${t.required('Название работы')}`,
      `year: ${t.required('Год')}`,
      `list1: ${t.required('Форма')}`,
    ])
  })
  it('limits lengths, years and list values to the view’s own', () => {
    expect(issues({ ...valid, attr1: '123456' })).toEqual([`attr1: ${t.tooLong('Том', 5)}`])
    expect(issues({ ...valid, year: 1800 })).toEqual([`year: ${t.numberRange('Год')}`])
    expect(issues({ ...valid, list1: 8 })).toHaveLength(1)
  })
  it('refuses a share of 0 and shares leaving the main author 0 or less', () => {
    expect(issues({ ...valid, coAuthors: [author(1, 0)] })).toEqual([`coAuthors.0.influence: ${t.influencePositive}`])
    expect(issues({ ...valid, coAuthors: [author(1, 60), author(2, 30), author(3, 10)] })).toEqual([
      `coAuthors: ${t.influenceError}`,
    ])
    expect(issues({ ...valid, coAuthors: [author(1, 30), author(2, 20), author(3, 10)] })).toEqual([])
    expect(issues({ ...valid, coAuthors: [author(1, 10), author(1, 10)] })).toEqual([`coAuthors: ${t.alreadyAuthor}`])
  })
  it('starts from the stored values of the view’s fields only', () => {
    expect(defaultWorkValues(view, { name: 'А', year: 2024, list1: 7, other: 'x' })).toEqual({
      name: 'А',
      year: 2024,
      attr1: '',
      list1: 7,
      date: null,
      coAuthors: [],
    })
  })
  it('an empty author search answers [] without a call', async () => {
    expect(await findPrepods('  ')).toEqual([])
    expect(await findStudents('\u200B')).toEqual([])
    expect(await findAuthors('student', '')).toEqual([])
  })
})

describe('student and other authors (spec 2 §3 "Authors", §4)', () => {
  const student = (id: number, influence: number | null) => ({
    kind: 'student' as const,
    id,
    fio: `Студент ${id}`,
    zachBook: '2101001',
    birthday: '2004-05-06',
    influence,
  })
  const other = (fio: string, influence: number | null, fioEng = '') => ({
    kind: 'other' as const,
    id: null,
    fio,
    fioEng,
    influence,
  })
  it('counts teachers, students and other authors in the main author’s share (30/20/10 → 40)', () => {
    const list = [author(1, 30), student(5, 20), other('Smith J.', 10)]
    expect(mainShare(list)).toBe(40)
    expect(issues({ ...valid, coAuthors: list })).toEqual([])
    expect(issues({ ...valid, coAuthors: [author(1, 60), student(5, 30), other('Smith J.', 10)] })).toEqual([
      `coAuthors: ${t.influenceError}`,
    ])
  })
  it('a share must be above 0 and below 100, whichever kind of author', () => {
    expect(issues({ ...valid, coAuthors: [student(5, 0)] })).toEqual([`coAuthors.0.influence: ${t.influencePositive}`])
    expect(issues({ ...valid, coAuthors: [other('Smith J.', null)] })).toEqual([
      `coAuthors.0.influence: ${t.influencePositive}`,
    ])
    expect(issues({ ...valid, coAuthors: [other('Smith J.', 100)] })).toEqual([
      `coAuthors.0.influence: ${t.influenceTooBig}`,
      `coAuthors: ${t.influenceError}`,
    ])
    expect(influenceError([other('А', 99.5), student(1, 0.5)])).toBe(true)
  })
  it('an other author needs a visible name; names are trimmed and limited', () => {
    expect(issues({ ...valid, coAuthors: [other(' \u200B ', 10)] })).toEqual([
      `coAuthors.0.fio: ${t.authorFioRequired}`,
    ])
    expect(issues({ ...valid, coAuthors: [other('Я'.repeat(151), 10)] })).toEqual([
      `coAuthors.0.fio: ${t.authorFioTooLong(150)}`,
    ])
    const r = v.safeParse(buildWorkSchema(view), { ...valid, coAuthors: [other('  Smith   John ', 10, ' Smith J. ')] })
    expect(r.success && r.output.coAuthors[0]).toMatchObject({ fio: 'Smith John', fioEng: 'Smith J.' })
  })
  it('a teacher or student row must come from the search (an id); the same person twice is refused', () => {
    expect(issues({ ...valid, coAuthors: [{ ...student(5, 10), id: null }] })).toEqual([
      `coAuthors.0.fio: ${t.authorUnknown}`,
    ])
    expect(issues({ ...valid, coAuthors: [student(5, 10), student(5, 10)] })).toEqual([`coAuthors: ${t.alreadyAuthor}`])
    expect(issues({ ...valid, coAuthors: [other('Smith J.', 10), other('smith  j.', 10)] })).toEqual([
      `coAuthors: ${t.alreadyAuthor}`,
    ])
    // a teacher and a student with the same number are different people
    expect(issues({ ...valid, coAuthors: [author(5, 10), student(5, 10)] })).toEqual([])
  })
})
