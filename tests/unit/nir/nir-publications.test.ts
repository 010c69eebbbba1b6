import { describe, expect, it } from 'vitest'
import type { CoAuthor, ViewField, WorkAnswer } from '@/api/nir'
import {
  bibKindOf,
  bibRecordOf,
  publicationEntryOf,
  publicationGroups,
  publicationListText,
} from '@/api/nir-publications'
import { NIR_STATUS } from '@/lib/constants/nir'

const text = (key: string, label: string): ViewField => ({ key, label, kind: 'text', required: false, options: [] })
const main = { id: 2, fio: 'Кузнецов Дмитрий Сергеевич', structure: 'Кафедра ПОВТ', influence: 40 }
const co = (fio: string, influence: number, kind: CoAuthor['kind'] = 'prepod', id: number | null = 7): CoAuthor => ({
  kind,
  id,
  fio,
  fioEng: '',
  structure: '',
  zachBook: '',
  birthday: '',
  influence,
})

function answer(
  typeName: string,
  podTip: string,
  values: Record<string, unknown>,
  fields: ViewField[],
  prepods: CoAuthor[] = [],
  status: number = NIR_STATUS.checking,
): WorkAnswer {
  return {
    workID: 5000,
    nirWork: { workID: 5000, typeID: 1, underTypeID: 1, status, statusAct: 0, idUser: 2, ...values } as never,
    nirWorkView: {
      typeID: 1,
      typeName,
      podTip: podTip ? 1 : null,
      listPodTip: podTip ? [{ value: 1, label: podTip }] : [],
      fields,
    },
    statusName: '',
    allowEdit: true,
    recommended: '',
    allowRecommend: false,
    remarks: [],
    experts: [],
    authors: { main, prepods },
  }
}

const articleFields = [
  text('attr1', 'Название журнала'),
  text('attr2', 'Том'),
  text('attr3', 'Номер выпуска'),
  text('attr4', 'Страницы'),
  text('attr6', 'DOI'),
]
const article = answer(
  'Статья',
  'Статья в журнале',
  {
    name: 'Цифровой двойник литейного производства',
    year: 2025,
    attr1: 'Информационные технологии',
    attr2: '31',
    attr3: '2',
    attr4: '33-48',
    attr6: '10.17587/it.31.33-48',
  },
  articleFields,
  [
    co('Павлова Мария Александровна', 30),
    co('Сидоров Пётр Ильич', 20, 'student', 1),
    co('Smith John', 10, 'other', null),
  ],
)

describe('a stored work as a ГОСТ entry of its author’s list', () => {
  it('reads the work’s fields by the labels of its view and names every author, main first', () => {
    const entry = publicationEntryOf(article, { id: 2 })
    expect(entry.citation).toBe(
      'Цифровой двойник литейного производства / Д. С. Кузнецов, М. А. Павлова, П. И. Сидоров, J. Smith // ' +
        'Информационные технологии. – 2025. – Т. 31, № 2. – С. 33–48. – DOI 10.17587/it.31.33-48.',
    )
    expect(entry.kindName).toBe('Статья в журнале')
    expect(entry.group).toBe('science')
    expect(entry.coAuthors).toEqual(['М. А. Павлова', 'П. И. Сидоров', 'J. Smith'])
    // 16 pages = 1 printed sheet; the main author's share is 40 %
    expect(entry.sheets).toBe(1)
    expect(entry.ownSheets).toBeCloseTo(0.4)
  })
  it('for a co-author, the main author is among the co-authors and the share is the co-author’s', () => {
    const entry = publicationEntryOf(article, { id: 7 })
    expect(entry.coAuthors).toEqual(['Д. С. Кузнецов', 'П. И. Сидоров', 'J. Smith'])
    expect(entry.ownSheets).toBeCloseTo(0.3)
  })
  it('a teaching book, a conference paper and a patent', () => {
    const book = answer(
      'Учебное пособие',
      'Учебно-методическое пособие',
      { name: 'Основы программирования', year: 2023, publishing: 'Издательство ДГТУ', volumeWork: '6,5' },
      [],
    )
    const entry = publicationEntryOf(book, { id: 2 })
    expect(entry.group).toBe('teaching')
    expect(entry.citation).toBe(
      'Кузнецов, Д. С. Основы программирования : учебно-методическое пособие / Д. С. Кузнецов. – [Б. м.] : Издательство ДГТУ, 2023.',
    )
    expect(entry.sheets).toBe(6.5)
    const talk = answer(
      'Тезисы доклада',
      'Международная конференция',
      { name: 'Модели надёжности', year: 2022, compilation: 'ИТ-2022', address: 'Москва', date1: '2022-05-17' },
      [],
    )
    expect(bibRecordOf(talk).kind).toBe('conference')
    expect(publicationEntryOf(talk, { id: 2 }).citation).toBe(
      'Кузнецов, Д. С. Модели надёжности / Д. С. Кузнецов // ИТ-2022 (Москва, 17.05.2022). – 2022.',
    )
    const patent = answer(
      'Патент',
      'Патент на изобретение',
      { name: 'Способ литья', year: 2024, rName: '2801234', date: '2024-03-01' },
      [],
    )
    expect(publicationEntryOf(patent, { id: 2 }).citation).toBe(
      'Кузнецов, Д. С. Патент на изобретение № 2801234 Российская Федерация. Способ литья : опубл. 01.03.2024 / Д. С. Кузнецов.',
    )
    expect(bibKindOf('Грант', '')).toBe('other')
  })
})

describe('the list of a period', () => {
  const entries = [
    publicationEntryOf(answer('Статья', '', { name: 'Б', year: 2024 }, []), { id: 2 }),
    publicationEntryOf(answer('Статья', '', { name: 'А', year: 2024 }, [], [], NIR_STATUS.accepted), { id: 2 }),
    publicationEntryOf(answer('Учебное пособие', '', { name: 'В', year: 2021 }, []), { id: 2 }),
    publicationEntryOf(answer('Статья', '', { name: 'Старая', year: 2018 }, []), { id: 2 }),
  ]
  it('keeps the period’s works: scientific first, then teaching; by year, then title; optionally accepted only', () => {
    const groups = publicationGroups(entries, { yearFrom: 2020, yearTo: 2025, acceptedOnly: false })
    expect(groups.map((g) => [g.group, g.entries.map((e) => e.title)])).toEqual([
      ['science', ['А', 'Б']],
      ['teaching', ['В']],
    ])
    expect(
      publicationGroups(entries, { yearFrom: 2020, yearTo: 2025, acceptedOnly: true }).map((g) =>
        g.entries.map((e) => e.title),
      ),
    ).toEqual([['А']])
    expect(publicationGroups(entries, { yearFrom: 2025, yearTo: 2020, acceptedOnly: false })).toEqual([])
  })
  it('as plain text: heading, author, period, numbered works with kind, volume and co-authors, signature', () => {
    const filter = { yearFrom: 2025, yearTo: 2025, acceptedOnly: false }
    const full = publicationEntryOf(article, { id: 2 })
    expect(publicationListText(main, filter, publicationGroups([full], filter))).toBe(
      [
        'Список научных и учебно-методических трудов',
        'Кузнецов Дмитрий Сергеевич',
        'за 2025 год',
        '',
        'Научные труды',
        '',
        `1. ${full.citation}`,
        '   Вид работы: Статья в журнале. Объём: 1 п. л. / 0,4 п. л. Соавторы: М. А. Павлова, П. И. Сидоров, J. Smith.',
        '',
        'Автор ____________________ Д. С. Кузнецов',
        '',
      ].join('\n'),
    )
    expect(publicationListText(main, { ...filter, yearFrom: 2019 }, [])).toContain('За выбранный период работ нет.')
  })
})
