import type { Criterion, FeedbackAnswer, FeedbackForms, FeedbackFormOutput } from '@/api/schoolx'
import type { FormKind } from '@/lib/constants/schoolx'

export interface FeedbackLoaded {
  forms: FeedbackForms
  criteria: Criterion[]
}

export interface SaveInput {
  periodID: number
  moduleID: number
  kind: FormKind
  values: FeedbackFormOutput
}

/** Why a submit was refused; the screen turns the code into text. */
export type FeedbackRefusal = 'closed' | 'forbidden' | 'invalid' | 'unknown'

export type { FeedbackAnswer }
