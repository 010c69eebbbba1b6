import { describe, expect, it } from 'vitest'
import { permitDecisionIssue } from '@/api/journal-permits'
import { journalPermitTexts as t } from '@/texts/ru/journal-permits'

describe('pass permit decisions (issue 15: /Journals/PassPermits)', () => {
  it('a pending permit is approved without a reason or refused with a visible one', () => {
    expect(permitDecisionIssue({ status: 'approved', refusal: '' }, 'pending')).toBeNull()
    expect(permitDecisionIssue({ status: 'refused', refusal: 'Справка без печати' }, 'pending')).toBeNull()
    expect(permitDecisionIssue({ status: 'refused', refusal: '' }, 'pending')).toBe(t.refusalRequired)
    expect(permitDecisionIssue({ status: 'refused', refusal: '\u200B\u200B' }, 'pending')).toBe(t.refusalRequired)
    expect(permitDecisionIssue({ status: 'refused', refusal: 'я'.repeat(501) }, 'pending')).toBe(t.refusalLong)
    expect(permitDecisionIssue({ status: 'approved', refusal: 'лишнее' }, 'pending')).toBe(t.refusalOnlyRefused)
  })

  it('a decided permit stays decided (saving the same decision again is harmless)', () => {
    expect(permitDecisionIssue({ status: 'pending', refusal: '' }, 'approved')).toBe(t.decided)
    expect(permitDecisionIssue({ status: 'approved', refusal: '' }, 'refused')).toBe(t.decided)
    expect(permitDecisionIssue({ status: 'approved', refusal: '' }, 'approved')).toBeNull()
  })
})
