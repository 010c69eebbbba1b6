import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx'
import { COUNT_KEYS, FORMS, type GiaProtocol } from '@/api/gia'
import { giaTexts as t } from '@/texts/ru/gia'

const line = (label: string, value: string | number | null | undefined) =>
  new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(String(value ?? ''))] })

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] })

/** The report as a real DOCX built in the browser (Cyrillic needs no embedded font in Word files). */
export async function buildReportDocx(report: GiaProtocol, extra: { ugsnName: string; studentNames: string[] }): Promise<Blob> {
  const counts = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ children: [cell(''), ...t.columns.map(cell)] }),
      ...COUNT_KEYS.map((k) => new TableRow({ children: [cell(t.rows[k]), ...FORMS.map((f) => cell(String(report[`${f}${k}`] ?? 0)))] })),
    ],
  })
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: `${t.docTitle} ${t.number} ${report.reportID ?? ''}`, heading: HeadingLevel.HEADING_1 }),
          line(t.ugsn, extra.ugsnName),
          line(t.direction, report['directionСipher']),
          line(t.programme, report.nameOOP),
          line(t.chairman, report.chairmanFullName),
          line(t.level, t.levels[report.levelEducation]),
          line(t.stateExam, report.porotectionFromTheStateExam ? t.yes : t.no),
          line(t.councilDate, `${report.dateApprovedForTheScienceMethodOfAdviceOnUGSN} № ${report.numberApprovedForTheScienceMethodOfAdviceOnUGSN}`),
          line(t.cafDate, `${report.dateProtocolSessionCafAboutApprovalWKR} № ${report.numberProtocolSessionCafaboutApprovalWKR}`),
          ...report.orders.map((o) => line(o.theme, `${o.dateVeryfied} № ${o.number}`)),
          line(t.ministryDate, report.dateApprovedMinofScience),
          line(t.originality, report.averageOriginality),
          line(t.demonstration, report.demonstrationPart),
          line(t.studentsIn, extra.studentNames.join(', ')),
          counts,
          line(t.disadvantages, report.theMainDisadvantagesOfWRC),
          line(t.proposals, report.proposalByThePresident),
        ],
      },
    ],
  })
  return Packer.toBlob(doc)
}

