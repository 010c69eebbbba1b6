import { choiceTexts } from '@/texts/ru/choice'
import type { ChoiceIssue, RuleBlock } from './choice-rules'

const t = choiceTexts.issues

/** The Russian words for a broken rule (the screen's notice and the mock server's 400 alike). */
export function choiceIssueText(issue: ChoiceIssue, blocks: readonly RuleBlock[]): string {
  const block = blocks.find((b) => b.blockID === issue.blockID)
  const title = block?.title ?? ''
  switch (issue.code) {
    case 'overLimit':
      return t.overLimit(title, block?.choose ?? 0)
    case 'full':
      return t.full(block?.disciplines.find((d) => d.disciplineID === issue.disciplineID)?.name ?? '')
    case 'incomplete':
      return t.incomplete(title, block?.choose ?? 0, issue.count ?? 0)
    case 'closed':
      return t.closed
    default:
      return t.unknown
  }
}
