import { describe, expect, it } from 'vitest'
import {
  authorPoints,
  initialsOf,
  levelOf,
  namesPerson,
  ruleFor,
  tallyRecount,
  workPoints,
  type BallRule,
} from '@/api/nir-points'

const rule = (levelID: number, ball: number, dateStart: string, podTipID = 3): BallRule => ({
  typeID: 1,
  podTipID,
  levelID,
  ball,
  dateStart,
})
const RULES = [
  rule(1, 25, '2024-09-01'),
  rule(1, 30, '2025-09-01'),
  rule(2, 20, '2024-09-01'),
  rule(4, 10, '2024-09-01'),
  rule(5, 3, '2024-09-01'),
  rule(1, 99, '2024-09-01', 4),
]
const work = (fields: Record<string, unknown>, dateInsert = '2025-03-15') => ({
  typeID: 1,
  underTypeID: 3,
  dateInsert,
  fields,
})

describe('points of a work (ballOfWork)', () => {
  it('the level is the best indexing the work has; none is «Иное» (5)', () => {
    expect(levelOf({ rinc: true, scopus: true })).toBe(2)
    expect(levelOf({ wos: true, rinc: true })).toBe(1)
    expect(levelOf({ vac: true })).toBe(3)
    expect(levelOf({ wos: 'yes' })).toBe(5)
    expect(levelOf({})).toBe(5)
  })

  it('takes the rule of its type, sub-type and level in force on the day the work was entered', () => {
    expect(workPoints(RULES, work({ wos: true }, '2025-03-15'))).toBe(25)
    expect(workPoints(RULES, work({ wos: true }, '2025-09-01'))).toBe(30)
    expect(workPoints(RULES, work({ wos: true }, '2026-01-10'))).toBe(30)
    expect(workPoints(RULES, work({ scopus: true, rinc: true }))).toBe(20)
    expect(workPoints(RULES, work({}))).toBe(3)
  })

  it('a work older than every rule takes the table’s first version; no rule at all gives 0', () => {
    expect(ruleFor(RULES, work({ wos: true }, '2019-05-01'))?.ball).toBe(25)
    expect(workPoints(RULES, work({ vac: true }))).toBe(0)
    expect(workPoints(RULES, { ...work({ wos: true }), underTypeID: 0 })).toBe(0)
  })

  it('an author’s points are the work’s points times the share, to hundredths', () => {
    expect(authorPoints(25, 40)).toBe(10)
    expect(authorPoints(25, 33)).toBe(8.25)
    expect(authorPoints(7, 15)).toBe(1.05)
    expect(authorPoints(0, 100)).toBe(0)
  })

  it('a recount counts the works, those whose points changed (never counted included) and the new sum', () => {
    expect(
      tallyRecount([
        { before: 25, after: 25 },
        { before: 20, after: 30 },
        { before: null, after: 3 },
        { before: null, after: 0 },
      ]),
    ).toEqual({ works: 4, changed: 3, total: 58 })
    expect(tallyRecount([])).toEqual({ works: 0, changed: 0, total: 0 })
  })
})

describe('free-text author names', () => {
  it('initials of a full name', () => {
    expect(initialsOf('Кузнецов Дмитрий Сергеевич')).toBe('Кузнецов Д.С.')
    expect(initialsOf('  Иванов   Иван ')).toBe('Иванов И.')
  })

  it('matches the initials or the full name whatever the spaces, dots, case and ё', () => {
    expect(namesPerson('Кузнецов Д. С.', 'Кузнецов Дмитрий Сергеевич')).toBe(true)
    expect(namesPerson('кузнецов д.с.', 'Кузнецов Дмитрий Сергеевич')).toBe(true)
    expect(namesPerson('Кузнецов Дмитрий Сергеевич', 'Кузнецов Дмитрий Сергеевич')).toBe(true)
    expect(namesPerson('Семёнов А.А.', 'Семенов Алексей Андреевич')).toBe(true)
    expect(namesPerson('Кузнецов Д.А.', 'Кузнецов Дмитрий Сергеевич')).toBe(false)
    expect(namesPerson('', 'Кузнецов Дмитрий Сергеевич')).toBe(false)
  })
})
