import { describe, expect, it } from 'vitest'
import { Packer } from 'docx'
import JSZip from 'jszip'
import { publicationGroups, type PublicationEntry } from '@/api/nir-publications'
import { gostDocument } from '@/screens/nir/gost-document'
import { NIR_STATUS } from '@/lib/constants/nir'

const citation =
  'Прогнозирование отказов узлов станков / Д. С. Кузнецов, М. А. Павлова, О. Н. Григорьева, А. И. Соколова // ' +
  'Вестник машиностроения. – 2025. – Т. 104, № 5. – С. 33–48.'
const entry = (over: Partial<PublicationEntry>): PublicationEntry => ({
  workID: 1,
  typeID: 1,
  kindName: 'Статья в журнале',
  group: 'science',
  status: NIR_STATUS.accepted,
  year: 2025,
  title: 'Прогнозирование отказов узлов станков',
  record: { kind: 'article', title: 'Прогнозирование отказов узлов станков', authors: [] },
  citation,
  sheets: 1,
  ownSheets: 0.4,
  coAuthors: ['М. А. Павлова', 'О. Н. Григорьева', 'А. И. Соколова'],
  ...over,
})

async function documentXml(doc: ReturnType<typeof gostDocument>): Promise<string> {
  const zip = await JSZip.loadAsync(await Packer.toBuffer(doc))
  return zip.file('word/document.xml')!.async('string')
}

describe('the ГОСТ list as .docx', () => {
  it('has the title, the author, both parts numbered through, the citation, volume, co-authors and signature', async () => {
    const filter = { yearFrom: 2024, yearTo: 2025, acceptedOnly: false }
    const entries = [
      entry({}),
      entry({
        workID: 2,
        group: 'teaching',
        kindName: 'Учебное пособие',
        title: 'Основы\u0001 диагностики',
        citation: 'Основы диагностики : учебное пособие.',
        sheets: null,
        ownSheets: null,
        coAuthors: [],
      }),
    ]
    const xml = await documentXml(
      gostDocument(
        { fio: 'Кузнецов Дмитрий Сергеевич', structure: 'Кафедра ПО' },
        filter,
        publicationGroups(entries, filter),
      ),
    )
    const text = xml.replace(/<[^>]+>/g, '')
    expect(text).toContain('Список научных и учебно-методических трудов')
    expect(text).toContain('Кузнецов Дмитрий Сергеевич, Кафедра ПО')
    expect(text).toContain('за 2024–2025 годы')
    expect(text).toContain('Научные труды')
    expect(text).toContain('Учебно-методические труды')
    expect(text).toContain(citation)
    expect(text).toContain('1 п. л. / 0,4 п. л.')
    expect(text).toContain('М. А. Павлова, О. Н. Григорьева, А. И. Соколова')
    expect(text).toMatch(/2Основы диагностики \(учебное пособие\)/)
    expect(text).toContain('Автор ____________________ Д. С. Кузнецов')
    expect(xml).not.toContain('\u0001')
  })
})
