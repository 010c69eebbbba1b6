import { describe, expect, it } from 'vitest'
import {
  formatGost,
  initialsOf,
  normalisePages,
  personOf,
  sheetsOf,
  sheetsText,
  type BibRecord,
} from '@/lib/gost-citation'

const kuznetsov = personOf('Кузнецов Дмитрий Сергеевич')
const pavlova = personOf('Павлова Мария Александровна')
const smith = personOf('Smith, John')
const orlov = personOf('Орлов Игорь')
const lee = personOf('Lee Jean-Pierre')

const article: BibRecord = {
  kind: 'article',
  title: 'Нейросетевые методы прогнозирования энергопотребления',
  authors: [kuznetsov, pavlova],
  container: 'Информационные технологии',
  year: 2024,
  volume: '30',
  issue: '4',
  pages: '45-60',
  doi: 'https://doi.org/10.17587/it.30.45-60',
}

describe('ГОСТ Р 7.0.100-2018 descriptions', () => {
  it('an article: heading, « / » authors, «//» journal, year, volume and issue, pages, DOI', () => {
    expect(formatGost(article)).toBe(
      'Кузнецов, Д. С. Нейросетевые методы прогнозирования энергопотребления / Д. С. Кузнецов, М. А. Павлова // ' +
        'Информационные технологии. – 2024. – Т. 30, № 4. – С. 45–60. – DOI 10.17587/it.30.45-60.',
    )
  })
  it('an article without volume, pages or DOI keeps only what it has', () => {
    expect(
      formatGost({ ...article, authors: [kuznetsov], volume: '', pages: '', doi: undefined, issue: '2 (48)' }),
    ).toBe(
      'Кузнецов, Д. С. Нейросетевые методы прогнозирования энергопотребления / Д. С. Кузнецов // ' +
        'Информационные технологии. – 2024. – № 2 (48).',
    )
  })
  it('four authors: no heading, all four after « / »', () => {
    expect(formatGost({ ...article, authors: [kuznetsov, pavlova, smith, orlov], doi: '' })).toBe(
      'Нейросетевые методы прогнозирования энергопотребления / Д. С. Кузнецов, М. А. Павлова, J. Smith, И. Орлов // ' +
        'Информационные технологии. – 2024. – Т. 30, № 4. – С. 45–60.',
    )
  })
  it('five or more authors: the first three and «[и др.]»', () => {
    expect(formatGost({ ...article, authors: [kuznetsov, pavlova, smith, orlov, lee], doi: '' })).toBe(
      'Нейросетевые методы прогнозирования энергопотребления / Д. С. Кузнецов, М. А. Павлова, J. Smith [и др.] // ' +
        'Информационные технологии. – 2024. – Т. 30, № 4. – С. 45–60.',
    )
  })
  it('a monograph: « : монография», place (or [Б. м.]) : publisher, year, pages', () => {
    const book: BibRecord = {
      kind: 'book',
      title: 'Цифровой двойник литейного производства',
      description: 'монография',
      authors: [kuznetsov],
      publisher: 'Наука',
      place: 'Москва',
      year: 2021,
      pages: '250',
    }
    expect(formatGost(book)).toBe(
      'Кузнецов, Д. С. Цифровой двойник литейного производства : монография / Д. С. Кузнецов. – Москва : Наука, 2021. – 250 с.',
    )
    expect(formatGost({ ...book, place: '', pages: '', authors: [kuznetsov, lee] })).toBe(
      'Кузнецов, Д. С. Цифровой двойник литейного производства : монография / Д. С. Кузнецов, J.-P. Lee. – [Б. м.] : Наука, 2021.',
    )
  })
  it('a conference paper: «//» proceedings (venue, date), publisher, year, pages', () => {
    expect(
      formatGost({
        kind: 'conference',
        title: 'Методы верификации программ реального времени',
        authors: [pavlova, kuznetsov],
        container: 'Перспективные информационные технологии',
        address: 'Ростов-на-Дону',
        date: '2023-04-12',
        publisher: 'Издательство ДГТУ',
        year: 2023,
        pages: 'с. 112 — 118',
      }),
    ).toBe(
      'Павлова, М. А. Методы верификации программ реального времени / М. А. Павлова, Д. С. Кузнецов // ' +
        'Перспективные информационные технологии (Ростов-на-Дону, 12.04.2023). – Издательство ДГТУ, 2023. – С. 112–118.',
    )
  })
  it('a patent: the document and its number, «Российская Федерация», title : publication date / authors', () => {
    expect(
      formatGost({
        kind: 'patent',
        title: 'Способ диагностики станочного оборудования',
        document: 'Патент на изобретение',
        number: '2790123',
        date: '2025-02-03',
        authors: [kuznetsov, orlov],
      }),
    ).toBe(
      'Кузнецов, Д. С. Патент на изобретение № 2790123 Российская Федерация. Способ диагностики станочного оборудования : опубл. 03.02.2025 / Д. С. Кузнецов, И. Орлов.',
    )
  })
  it('another kind: title / authors, year; a title ending with «?» gets no extra full stop', () => {
    expect(formatGost({ kind: 'other', title: 'Что такое цифровой двойник?', authors: [], year: 2022 })).toBe(
      'Что такое цифровой двойник? – 2022.',
    )
    expect(formatGost({ kind: 'other', title: 'Грант РНФ', authors: [kuznetsov], year: null })).toBe(
      'Кузнецов, Д. С. Грант РНФ / Д. С. Кузнецов.',
    )
  })
})

describe('names, pages and printed sheets', () => {
  it('reads names with or without a comma and makes initials', () => {
    expect(personOf('  Smith,   J. R. ')).toEqual({ family: 'Smith', given: 'J. R.' })
    expect(initialsOf('Дмитрий Сергеевич')).toBe('Д. С.')
    expect(initialsOf('J.R.')).toBe('J. R.')
    expect(initialsOf('jean-pierre')).toBe('J.-P.')
    expect(initialsOf('')).toBe('')
  })
  it('normalises page ranges to an en dash', () => {
    expect(normalisePages('pp. 5--9')).toBe('5–9')
    expect(normalisePages('С. 10 - 20')).toBe('10–20')
  })
  it('counts printed sheets from what was entered or from 16 pages a sheet', () => {
    expect(sheetsOf({ kind: 'book', title: '', authors: [], sheets: '12,5' })).toBe(12.5)
    expect(sheetsOf({ kind: 'article', title: '', authors: [], pages: '45–60' })).toBe(1)
    expect(sheetsOf({ kind: 'article', title: '', authors: [], pages: 'e1234' })).toBeNull()
    expect(sheetsText(0.4375)).toBe('0,44')
  })
})
