import { describe, expect, it } from 'vitest'
import { bibtexAuthors, delatex, parseBibliography } from '@/lib/bib-import'

const BIBTEX = `% exported from Google Scholar
@string{it = "Информационные технологии"}
@article{kuznetsov2025,
  title     = {Цифровой двойник {литейного} производства},
  author    = {Кузнецов, Дмитрий Сергеевич and Павлова, М. А. and John {van} Smith and others},
  journal   = it # " и системы",
  year      = 2025,
  volume    = "31",
  number    = {2},
  pages     = {33--48},
  doi       = {10.17587/it.31.33-48},
  keywords  = {цифровой двойник, литьё},
}

@InProceedings{mueller2023,
  title = {Verification of real-time {Java} programs},
  author = {M{\\"u}ller, J{\\"o}rg and Garc\\'{\\i}a, Ana},
  booktitle = {Proc. of the 12th Int. Conf. on Software \\& Systems},
  address = {Berlin},
  publisher = {Springer},
  year = {2023},
  pages = {112--118}
}`

const RIS = `TY  - JOUR
TI  - Нейросетевые методы прогнозирования энергопотребления
AU  - Кузнецов, Д. С.
AU  - Smith, John
JO  - Электричество
PY  - 2024/03/01/
VL  - 12
IS  - 4
SP  - 45
EP  - 60
DO  - 10.1000/el.2024.45
KW  - нейросети
KW  - энергетика
ER  - 
TY  - BOOK
T1  - Основы программирования
AU  - Орлов, Игорь
PB  - Наука
CY  - Москва
PY  - 2021
ER  - `

describe('BibTeX', () => {
  it('reads an article: braces, quotes, @string and # joins, LaTeX, authors with and without commas', () => {
    const { entries, problems } = parseBibliography(BIBTEX)
    expect(problems).toEqual([])
    expect(entries).toHaveLength(2)
    expect(entries[0]).toEqual({
      format: 'bibtex',
      key: 'kuznetsov2025',
      kind: 'article',
      title: 'Цифровой двойник литейного производства',
      authors: [
        { family: 'Кузнецов', given: 'Дмитрий Сергеевич' },
        { family: 'Павлова', given: 'М. А.' },
        { family: 'Smith', given: 'John van' },
      ],
      container: 'Информационные технологии и системы',
      publisher: '',
      place: '',
      year: 2025,
      volume: '31',
      issue: '2',
      pages: '33–48',
      doi: '10.17587/it.31.33-48',
      keywords: 'цифровой двойник, литьё',
      url: '',
      number: '',
    })
  })
  it('reads a conference paper with accents and escaped symbols', () => {
    const [, paper] = parseBibliography(BIBTEX).entries
    expect(paper).toMatchObject({
      kind: 'conference',
      title: 'Verification of real-time Java programs',
      authors: [
        { family: 'Müller', given: 'Jörg' },
        { family: 'García', given: 'Ana' },
      ],
      container: 'Proc. of the 12th Int. Conf. on Software & Systems',
      place: 'Berlin',
      publisher: 'Springer',
      year: 2023,
      pages: '112–118',
    })
  })
  it('reports an entry left open, with its line, keeping the entries before it', () => {
    const text = `@article{a, title={Первая}, year={2020}}\n\n@article{b,\n  title = {Вторая,\n  year = 2021\n`
    const { entries, problems } = parseBibliography(text)
    expect(entries.map((e) => e.title)).toEqual(['Первая'])
    expect(problems).toEqual([{ code: 'unclosed', line: 3 }])
  })
  it('reports an entry without a title, a year it cannot read and a field without «=»', () => {
    expect(parseBibliography('@misc{x, author={Кто-то}, year={2020}}').problems).toEqual([
      { code: 'noTitle', line: 1 },
      { code: 'noEntries', line: 1 },
    ])
    expect(parseBibliography('@book{x,\n title={Т},\n year={когда-то}\n}').problems).toEqual([
      { code: 'badYear', line: 1 },
    ])
    const bad = parseBibliography('@book{x,\n title={Т},\n !!! ,\n year={2020}\n}')
    expect(bad.problems).toEqual([{ code: 'badField', line: 3 }])
    expect(bad.entries[0].year).toBe(2020)
  })
})

describe('RIS', () => {
  it('reads a journal article and a book: pages from SP/EP, the year from PY, keywords joined', () => {
    const { entries, problems } = parseBibliography(RIS)
    expect(problems).toEqual([])
    expect(entries[0]).toMatchObject({
      format: 'ris',
      kind: 'article',
      title: 'Нейросетевые методы прогнозирования энергопотребления',
      authors: [
        { family: 'Кузнецов', given: 'Д. С.' },
        { family: 'Smith', given: 'John' },
      ],
      container: 'Электричество',
      year: 2024,
      volume: '12',
      issue: '4',
      pages: '45–60',
      doi: '10.1000/el.2024.45',
      keywords: 'нейросети, энергетика',
    })
    expect(entries[1]).toMatchObject({
      kind: 'book',
      title: 'Основы программирования',
      publisher: 'Наука',
      place: 'Москва',
    })
  })
  it('a record without ER is still read, and reported', () => {
    const { entries, problems } = parseBibliography('TY  - JOUR\nTI  - Без конца\nPY  - 2022')
    expect(entries.map((e) => e.title)).toEqual(['Без конца'])
    expect(problems).toEqual([{ code: 'risNoEnd', line: 1 }])
  })
})

describe('what is not a bibliography', () => {
  it('empty and blank text, and text of another format', () => {
    expect(parseBibliography('  \n ').problems).toEqual([{ code: 'empty', line: 1 }])
    expect(parseBibliography('Кузнецов Д. С. Статья // Журнал. 2020.').problems).toEqual([
      { code: 'unknownFormat', line: 1 },
    ])
  })
  it('undoes LaTeX and splits author lists', () => {
    expect(delatex('{\\"U}ber~das -- {Thema} \\& mehr')).toBe('Über das – Thema & mehr')
    expect(bibtexAuthors('A. B. Иванов and Петров, П.')).toEqual([
      { family: 'Иванов', given: 'A. B.' },
      { family: 'Петров', given: 'П.' },
    ])
  })
})
