import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { contestSettingsFormSchema, stageWindow } from '@/api/contest-settings'
import { contestTexts } from '@/texts/ru/contests'

const e = contestTexts.errors
const schema = contestSettingsFormSchema('2026-11-01', '2026-12-20')
const valid = {
  stages: [
    { name: 'Приём заявок', date: '2026-12-20' },
    { name: 'Защита', date: '2027-01-15' },
  ],
  criteria: [{ id: 1, name: 'Новизна', maxMark: 10 }],
  juryIDs: [8],
  facultyIDs: [],
}
const messages = (input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? [] : r.issues.map((i) => i.message)
}

describe('a contest’s settings rules', () => {
  it('stages fall from the start to a year after the reception ends', () => {
    expect(stageWindow('2026-11-01', '2026-12-20')).toEqual({ from: '2026-11-01', to: '2027-12-20' })
    expect(messages(valid)).toEqual([])
    expect(messages({ ...valid, stages: [{ name: 'Ранний', date: '2026-10-31' }] })[0]).toMatch(/^Дата этапа/)
    expect(messages({ ...valid, stages: [{ name: 'Поздний', date: '2027-12-21' }] })[0]).toMatch(/^Дата этапа/)
  })

  it('stages in order, one criterion at least, scores 1…100', () => {
    expect(messages({ ...valid, stages: [...valid.stages].reverse() })).toEqual([e.stageOrder])
    expect(messages({ ...valid, criteria: [] })).toEqual([e.criteriaRequired])
    expect(messages({ ...valid, criteria: [{ id: null, name: 'Стиль', maxMark: 0 }] })).toEqual([e.criterionMaxRange])
    expect(messages({ ...valid, criteria: [{ id: null, name: 'Стиль', maxMark: 101 }] })).toEqual([e.criterionMaxRange])
    expect(messages({ ...valid, criteria: [{ id: null, name: '  ', maxMark: 100 }] })).toEqual([
      e.criterionNameRequired,
    ])
  })
})
