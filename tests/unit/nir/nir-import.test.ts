import { describe, expect, it } from 'vitest'
import type { ViewField } from '@/api/nir'
import { importedValues, matchImportedAuthors, samePerson } from '@/api/nir-import'
import { parseBibliography } from '@/lib/bib-import'
import { issueToken } from '@/mocks/node'
import { db } from '@/mocks/db'

const field = (key: string, label: string, kind: ViewField['kind'] = 'text'): ViewField => ({
  key,
  label,
  kind,
  required: false,
  options: [],
})
const articleView = {
  fields: [
    field('name', 'Название работы', 'textarea'),
    field('year', 'Год', 'number'),
    field('attr1', 'Название журнала'),
    field('attr2', 'Том'),
    field('attr3', 'Номер выпуска'),
    field('attr4', 'Страницы'),
    field('attr6', 'DOI'),
    field('keywords', 'Ключевые слова'),
    field('list1', 'Форма участия', 'select'),
  ],
}

describe('a BibTeX/RIS record brought into a new work', () => {
  it('fills the view’s fields by key and label, and nothing the view lacks', () => {
    const [entry] = parseBibliography(
      '@article{a, title={Заголовок}, journal={Электричество}, year={2024}, volume={12}, number={3}, pages={5--9}, doi={10.1/x}, keywords={a, b}, publisher={Наука}}',
    ).entries
    expect(importedValues(articleView, entry)).toEqual({
      name: 'Заголовок',
      year: 2024,
      attr1: 'Электричество',
      attr2: '12',
      attr3: '3',
      attr4: '5–9',
      attr6: '10.1/x',
      keywords: 'a, b',
    })
    // proceedings go to the collection's field, not to the journal's
    const [paper] = parseBibliography(
      '@inproceedings{p, title={Доклад}, booktitle={ИТ-2023}, address={Москва}}',
    ).entries
    expect(
      importedValues(
        { fields: [field('compilation', 'Сборник'), field('address', 'Место'), field('attr1', 'Название журнала')] },
        paper,
      ),
    ).toEqual({
      compilation: 'ИТ-2023',
      address: 'Москва',
    })
  })
  it('tells the same person by family name and agreeing initials', () => {
    expect(samePerson({ family: 'Кузнецов', given: 'Д. С.' }, 'Кузнецов Дмитрий Сергеевич')).toBe(true)
    expect(samePerson({ family: 'кузнецов', given: 'Дмитрий' }, 'Кузнецов Дмитрий Сергеевич')).toBe(true)
    expect(samePerson({ family: 'Кузнецов', given: 'А. С.' }, 'Кузнецов Дмитрий Сергеевич')).toBe(false)
    expect(samePerson({ family: 'Семёнов', given: '' }, 'Семенов Олег')).toBe(true)
    expect(samePerson({ family: 'Кузнецова', given: 'Д.' }, 'Кузнецов Дмитрий')).toBe(false)
  })
  it('matches the record’s authors to teachers through /Find/Prepods; the main author is skipped; the rest are outside authors', async () => {
    const teacher = db.user.findFirst({ where: { kind: { equals: 'teacher' }, userID: { gte: 1000 } } })!
    const main = db.user.findFirst({ where: { userID: { equals: 2 } } })!
    document.cookie = `authToken=${issueToken(2)}; path=/`
    const [entry] = parseBibliography(
      `@article{a, title={T}, author={${main.last_name}, ${main.first_name[0]}. and ${teacher.last_name}, ${teacher.first_name} ${teacher.middle_name} and Smith, John and Smith, J.}}`,
    ).entries
    const rows = await matchImportedAuthors(entry, { fio: `${main.last_name} ${main.first_name} ${main.middle_name}` })
    expect(rows.map((r) => [r.kind, r.id, r.fio, r.fioEng, r.influence])).toEqual([
      ['prepod', teacher.userID, `${teacher.last_name} ${teacher.first_name} ${teacher.middle_name}`, '', 1],
      ['other', null, 'Smith John', 'Smith John', 1],
      ['other', null, 'Smith J.', 'Smith J.', 1],
    ])
  })
})
