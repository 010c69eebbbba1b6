import { Document, HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx'
import { volumeText, type PublicationFilter, publicationGroups } from '@/api/nir-publications'
import { personOf, responsibilityName } from '@/lib/gost-citation'
import { xmlSafe } from '@/lib/xml-safe'
import { nirTexts } from '@/texts/ru/nir'

const t = nirTexts.gost
/** Every text reaches word/document.xml through xmlSafe: control characters would make it malformed. */
const run = (text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
  new TextRun({ text: xmlSafe(text), ...options })
const cell = (...runs: TextRun[]) => new TableCell({ children: [new Paragraph({ children: runs })] })
const headCell = (text: string) => cell(run(text, { bold: true }))

/**
 * «Список научных и учебно-методических трудов» as a Word document: the same table as the screen (№, the
 * work and its kind, its description per ГОСТ Р 7.0.100-2018, printed sheets, co-authors), a part per kind,
 * numbered through, and the author's signature line.
 */
export function gostDocument(
  me: { fio: string; structure?: string },
  filter: PublicationFilter,
  groups: ReturnType<typeof publicationGroups>,
): Document {
  let number = 0
  const parts = groups.flatMap((g) => [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(t.groups[g.group])] }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({
          tableHeader: true,
          children: [t.colNumber, t.colWork, t.colCitation, t.colVolume, t.colCoAuthors].map(headCell),
        }),
        ...g.entries.map((e) => {
          number += 1
          return new TableRow({
            children: [
              cell(run(String(number))),
              cell(run(e.title), run(` (${e.kindName.toLowerCase()})`, { italics: true })),
              cell(run(e.citation)),
              cell(run(volumeText(e) || '—')),
              cell(run(e.coAuthors.join(', ') || '—')),
            ],
          })
        }),
      ],
    }),
  ])
  return new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(t.title)] }),
          new Paragraph({ children: [run(me.fio, { bold: true }), run(me.structure ? `, ${me.structure}` : '')] }),
          new Paragraph({ children: [run(t.period(filter.yearFrom, filter.yearTo))] }),
          ...(number === 0 && groups.length === 0 ? [new Paragraph({ children: [run(t.empty)] })] : parts),
          new Paragraph({ children: [] }),
          new Paragraph({ children: [run(t.signature(responsibilityName(personOf(me.fio))))] }),
        ],
      },
    ],
  })
}
