import type { AnswerTable } from '@/api/questionnaire-show'
import { exportXlsx } from '@/ui/data-table/export-xlsx'
import { questionnaireShowTexts as t } from '@/texts/ru/questionnaire-show'
import { notify } from '@/ui/notifier'

/**
 * The answers as an .xlsx: a row per respondent (numbered for anonymous questionnaires), a column per
 * question. A failure to write the file is said in a notification.
 */
export function saveAnswersFile(id: number, table: AnswerTable): Promise<void> {
  const columns = [
    { value: 'respondent', text: t.colRespondent },
    { value: 'date', text: t.colDate },
    ...table.questions.map((text, i) => ({ value: `q${i}`, text: `${i + 1}. ${text}` })),
  ]
  const rows = table.rows.map((r) => ({
    respondent: r.respondent,
    date: r.date.split('-').reverse().join('.'),
    ...Object.fromEntries(r.values.map((value, i) => [`q${i}`, value])),
  }))
  return exportXlsx(columns as never, rows as never, {}, `questionnaire-${id}-answers`).catch(() =>
    notify.error(t.exportFailed),
  )
}
