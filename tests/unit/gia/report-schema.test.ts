import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { emptyProtocol, protocolSchema, reportFormSchema } from '@/api/gia'

const issuesOf = (values: unknown) => (v.safeParse(reportFormSchema, values).issues ?? []).map((i) => v.getDotPath(i))
const filled = {
  ...emptyProtocol(),
  ugsnid: 9,
  directionСipher: '09.03.01 ИВТ',
  nameOOP: 'P',
  numberApprovedForTheScienceMethodOfAdviceOnUGSN: '7',
  averageOriginality: 80,
  demonstrationPart: 'Презентация',
  orders: [{ serialNumber: 1, theme: 'Приказ', dateVeryfied: '', number: '1-с' }],
}

describe('GEK report form rules (spec 2 §6; issue 13 item 6)', () => {
  it('names every required field of a new report (its order themes are prefilled), and none of a filled one', () => {
    expect(issuesOf(emptyProtocol()).sort()).toEqual(
      [
        'ugsnid',
        'directionСipher',
        'nameOOP',
        'numberApprovedForTheScienceMethodOfAdviceOnUGSN',
        'averageOriginality',
        'demonstrationPart',
        'orders.0.number',
        'orders.1.number',
      ].sort(),
    )
    expect(issuesOf(filled)).toEqual([])
  })
  it('zero-width or blank text is empty', () => {
    expect(issuesOf({ ...filled, demonstrationPart: '\u200B\u200B' })).toEqual(['demonstrationPart'])
    expect(issuesOf({ ...filled, nameOOP: ' \u00A0\u2060' })).toEqual(['nameOOP'])
    expect(issuesOf({ ...filled, orders: [{ ...filled.orders[0], number: '\uFEFF' }] })).toEqual(['orders.0.number'])
  })
  it('nothing blocks saving: the save schema takes a report with empty required fields', () => {
    expect(v.safeParse(protocolSchema, { ...emptyProtocol(), demonstrationPart: '\u200B' }).success).toBe(true)
  })
})
