import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx'
import { COUNT_KEYS, FORMS, type GiaProtocol } from '@/api/gia'
import { xmlSafe, xmlSafeLines } from '@/lib/xml-safe'
import { formatMaskedDate } from '@/ui/date-field-parse'
import { giaTexts as t } from '@/texts/ru/gia'

/** Every text reaches word/document.xml through xmlSafe: control characters would make it malformed. */
const run = (text: string, options: { bold?: boolean; break?: number } = {}) =>
  new TextRun({ text: xmlSafe(text), ...options })

const line = (label: string, value: string | number | null | undefined) =>
  new Paragraph({ children: [run(`${label}: `, { bold: true }), run(String(value ?? ''))] })

/** A long text field: its label, then each of its lines as a paragraph of its own. */
const longText = (label: string, value: string) => [
  new Paragraph({ children: [run(`${label}:`, { bold: true })] }),
  ...xmlSafeLines(value).map((text) => new Paragraph({ children: [run(text)] })),
]

/** Dates travel as yyyy-mm-dd and print as дд.мм.гггг. */
const date = (iso: string) => formatMaskedDate(iso || null)
const dated = (iso: string, number: string) => `${date(iso)} № ${number}`

const cell = (text: string) => new TableCell({ children: [new Paragraph({ children: [run(text)] })] })

/** The report as a Word document (Cyrillic needs no embedded font in Word files). */
export function reportDocument(report: GiaProtocol, extra: { ugsnName: string; studentNames: string[] }): Document {
  const counts = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ children: [cell(''), ...t.columns.map(cell)] }),
      ...COUNT_KEYS.map(
        (k) =>
          new TableRow({ children: [cell(t.rows[k]), ...FORMS.map((f) => cell(String(report[`${f}${k}`] ?? 0)))] }),
      ),
    ],
  })
  return new Document({
    sections: [
      {
        children: [
          new Paragraph({
            children: [run(`${t.docTitle} ${t.number} ${report.reportID ?? ''}`)],
            heading: HeadingLevel.HEADING_1,
          }),
          line(t.ugsn, extra.ugsnName),
          line(t.direction, report['directionСipher']),
          line(t.programme, report.nameOOP),
          line(t.chairman, report.chairmanFullName),
          line(t.level, t.levels[report.levelEducation]),
          line(t.stateExam, report.porotectionFromTheStateExam ? t.yes : t.no),
          line(
            t.councilDate,
            dated(
              report.dateApprovedForTheScienceMethodOfAdviceOnUGSN,
              report.numberApprovedForTheScienceMethodOfAdviceOnUGSN,
            ),
          ),
          line(
            t.cafDate,
            dated(report.dateProtocolSessionCafAboutApprovalWKR, report.numberProtocolSessionCafaboutApprovalWKR),
          ),
          ...report.orders.map((o) => line(o.theme, dated(o.dateVeryfied, o.number))),
          line(t.ministryDate, date(report.dateApprovedMinofScience)),
          line(t.originality, report.averageOriginality),
          ...longText(t.demonstration, report.demonstrationPart),
          line(t.studentsIn, extra.studentNames.join(', ')),
          counts,
          ...longText(t.disadvantages, report.theMainDisadvantagesOfWRC),
          ...longText(t.proposals, report.proposalByThePresident),
        ],
      },
    ],
  })
}

/** The .docx built in the browser. */
export function buildReportDocx(
  report: GiaProtocol,
  extra: { ugsnName: string; studentNames: string[] },
): Promise<Blob> {
  return Packer.toBlob(reportDocument(report, extra))
}
