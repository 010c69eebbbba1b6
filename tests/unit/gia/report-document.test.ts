import { describe, expect, it } from 'vitest'
import { Packer } from 'docx'
import JSZip from 'jszip'
import { emptyProtocol } from '@/api/gia'
import { reportDocument } from '@/screens/gia/report-document'

/** word/document.xml of the generated .docx, unzipped in node. */
async function documentXml(...args: Parameters<typeof reportDocument>): Promise<string> {
  const zip = await JSZip.loadAsync(await Packer.toBuffer(reportDocument(...args)))
  return zip.file('word/document.xml')!.async('string')
}

const hostile = '\u0001'
describe('GEK report .docx (issue 13 item 5)', () => {
  it('is well-formed XML with control characters in every kind of field; keeps lines; prints dates дд.мм.гггг', async () => {
    const report = {
      ...emptyProtocol(),
      reportID: 4,
      nameOOP: `Программа${hostile}один`,
      chairmanFullName: 'Медведев\u000BАлексей',
      demonstrationPart: 'Презентация\uFFFE и видео',
      theMainDisadvantagesOfWRC: 'Первый недостаток\nВторой недостаток\r\nТретий \uD800недостаток',
      proposalByThePresident: 'Предложение 1\nПредложение 2 & <ещё>',
      dateApprovedForTheScienceMethodOfAdviceOnUGSN: '2025-03-14',
      numberApprovedForTheScienceMethodOfAdviceOnUGSN: '7',
      dateApprovedMinofScience: '2025-12-01',
      orders: [{ serialNumber: 1, theme: `Приказ${hostile}`, dateVeryfied: '2026-05-20', number: '987-с' }],
    }
    const xml = await documentXml(report, { ugsnName: 'УГСН\u0002', studentNames: ['Иванов\uDFFF Иван'] })
    const parsed = new DOMParser().parseFromString(xml, 'application/xml')
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0)
    const texts = [...parsed.getElementsByTagName('w:t')].map((n) => n.textContent)
    expect(texts).toEqual(
      expect.arrayContaining(['Программаодин', 'МедведевАлексей', 'Презентация и видео', 'УГСН', 'Иванов Иван']),
    )
    // each line of a long text is a paragraph of its own
    expect(texts).toEqual(
      expect.arrayContaining([
        'Первый недостаток',
        'Второй недостаток',
        'Третий недостаток',
        'Предложение 1',
        'Предложение 2 & <ещё>',
      ]),
    )
    const paragraphs = [...parsed.getElementsByTagName('w:p')].map((p) => p.textContent)
    expect(paragraphs).toContain('Первый недостаток')
    expect(paragraphs).toContain('Второй недостаток')
    expect(xml).toContain('14.03.2025 № 7')
    expect(xml).toContain('01.12.2025')
    expect(xml).toContain('20.05.2026 № 987-с')
    expect(xml).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('the unsafe text itself would be malformed (the check can fail)', () => {
    const parsed = new DOMParser().parseFromString('<a>x\u0001y</a>', 'application/xml')
    expect(parsed.getElementsByTagName('parsererror').length).toBeGreaterThan(0)
  })
})
