import { db } from '../db'
import type { Rng } from '../lib/rng'

/** Publication types; categories 'НИД', 'ФинНИР', 'ОБР', 'Учеб' are science-type (spec 1). */
export const PUB_TYPES = [
  { name: 'Статья', category: 'НИД' },
  { name: 'Монография', category: 'НИД' },
  { name: 'Тезисы доклада', category: 'НИД' },
  { name: 'Патент', category: 'НИД' },
  { name: 'Учебное пособие', category: 'Учеб' },
  { name: 'НИР по договору', category: 'ФинНИР' },
  { name: 'Образовательная программа', category: 'ОБР' },
] as const

const SUBTYPES: Record<number, string[]> = {
  1: ['Статья в журнале', 'Статья в сборнике', 'Обзорная статья'],
  2: ['Монография единоличная', 'Коллективная монография'],
  3: ['Международная конференция', 'Всероссийская конференция'],
  4: ['Патент на изобретение', 'Патент на полезную модель', 'Свидетельство о регистрации программы'],
  5: ['Учебник', 'Учебно-методическое пособие'],
}
const STATUSES = ['Черновик', 'На проверке', 'На доработке', 'Принято', 'Отклонено', 'Опубликовано']
const LEVELS = [
  { name: 'Web of Science', url: 'https://www.webofscience.com' },
  { name: 'Scopus', url: 'https://www.scopus.com' },
  { name: 'ВАК', url: 'https://vak.minobrnauki.gov.ru' },
  { name: 'РИНЦ', url: 'https://elibrary.ru' },
  { name: 'Иное', url: '' },
]
const SCIENCE_FIELDS = [
  ['1.1', 'Математика и механика'],
  ['1.2', 'Компьютерные науки и информатика'],
  ['1.3', 'Физика и астрономия'],
  ['1.4', 'Химические науки'],
  ['2.3', 'Информационные технологии и телекоммуникации'],
  ['2.4', 'Энергетика и электротехника'],
  ['2.5', 'Машиностроение'],
  ['5.2', 'Экономика'],
  ['5.1', 'Право'],
  ['5.8', 'Педагогика'],
] as const
const ATTRS = ['Название журнала', 'Том', 'Номер выпуска', 'Страницы', 'ISSN', 'DOI', 'Издательство']
const LISTS: Record<number, string[]> = {
  1: ['Очная', 'Заочная', 'Дистанционная'],
  2: ['Русский', 'Английский'],
  3: ['Рецензируемое', 'Нерецензируемое'],
  4: ['Грант', 'Госзадание', 'Хоздоговор'],
}
export const DOC_TYPES = [
  { name: 'Экспертное заключение', extensions: 'pdf', maxSizeMb: 10, isRequired: true },
  { name: 'Акт внедрения', extensions: 'pdf, jpg, png', maxSizeMb: 10, isRequired: false },
  { name: 'Скан публикации', extensions: 'pdf, tiff, jpg, jpeg, png', maxSizeMb: 20, isRequired: true },
  { name: 'Рецензия', extensions: 'pdf, docx', maxSizeMb: 5, isRequired: false },
]
export const FORMS_STUDY = ['Очная', 'Очно-заочная', 'Заочная']
export const LEVELS_EDUCATION = ['Бакалавриат', 'Специалитет', 'Магистратура', 'Аспирантура', 'СПО']
const JOURNALS = [
  'Вестник компьютерных и информационных технологий',
  'Информационные технологии',
  'Программная инженерия',
  'Вопросы экономики',
  'Журнал вычислительной математики и математической физики',
  'Известия вузов. Машиностроение',
  'Электричество',
  'Энергетик',
  'Педагогика',
  'Право и экономика',
  'Прикладная информатика',
  'Труды ИСП РАН',
  'Физика твёрдого тела',
  'Химия и жизнь',
  'Journal of Computational Physics',
  'IEEE Access',
  'Applied Energy',
  'Expert Systems with Applications',
  'Mathematics',
  'Sustainability',
]
const UGNP = [
  ['01.00.00', 'Математика и механика'],
  ['02.00.00', 'Компьютерные и информационные науки'],
  ['09.00.00', 'Информатика и вычислительная техника'],
  ['13.00.00', 'Электро- и теплоэнергетика'],
  ['15.00.00', 'Машиностроение'],
  ['38.00.00', 'Экономика и управление'],
  ['40.00.00', 'Юриспруденция'],
  ['44.00.00', 'Образование и педагогические науки'],
]
const GRNTI = [
  ['20.00.00', 'Информатика'],
  ['27.00.00', 'Математика'],
  ['29.00.00', 'Физика'],
  ['44.00.00', 'Энергетика'],
  ['55.00.00', 'Машиностроение'],
  ['06.00.00', 'Экономика и экономические науки'],
  ['10.00.00', 'Государство и право. Юридические науки'],
  ['14.00.00', 'Народное образование. Педагогика'],
]
/** Experts: demo users 4 and 5 (Эксперт) and a few teachers. */
const EXPERT_USERS = [4, 5, 1000, 1003, 1007, 1012]

/** Deterministic demo data of the reference area (runs after users and core data exist). */
export function seedReference(rng: Rng): void {
  PUB_TYPES.forEach((t, i) =>
    db.refPubType.create({ id: i + 1, name: t.name, category: t.category, branchID: 1, isVisible: true }),
  )
  let id = 1
  for (const [typeID, names] of Object.entries(SUBTYPES))
    for (const name of names) db.refPodTip.create({ id: id++, typeID: Number(typeID), branchID: 1, name })
  id = 1
  for (let typeID = 0; typeID <= PUB_TYPES.length; typeID++) {
    if (typeID > 0 && typeID > 3) continue
    for (const name of typeID === 0 ? STATUSES : [`${STATUSES[1]} (${PUB_TYPES[typeID - 1].name.toLowerCase()})`])
      db.refStatus.create({ id: id++, typeID, name })
  }
  LEVELS.forEach((l, i) => db.refLevelIndexing.create({ systemID: i + 1, name: l.name, npp: i + 1, url: l.url }))
  SCIENCE_FIELDS.forEach(([code, name], i) => db.refScienceField.create({ id: i + 1, code, name, branchID: 1 }))
  id = 1
  for (let typeID = 1; typeID <= 4; typeID++)
    ATTRS.slice(0, 7 - typeID).forEach((name, i) =>
      db.refAttr.create({ id: id++, typeID, name, nameEng: '', isRequired: i < 2, npp: i + 1 }),
    )
  id = 1
  for (let typeID = 1; typeID <= 3; typeID++)
    for (const [listNumber, names] of Object.entries(LISTS))
      for (const name of names) db.refList.create({ id: id++, typeID, listNumber: Number(listNumber), name })
  id = 1
  for (const podTip of db.refPodTip.getAll()) {
    for (const level of db.refLevelIndexing.getAll()) {
      if (level.systemID === 5 && podTip.typeID > 2) continue
      db.refBall.create({
        id: id++,
        typeID: podTip.typeID,
        podTipID: podTip.id,
        levelID: level.systemID,
        ball: Math.max(1, (6 - level.systemID) * 5 + rng.int(0, 4)),
        dateStart: '2024-09-01',
      })
    }
  }
  DOC_TYPES.forEach((d, i) =>
    db.refTypeDocument.create({
      id: i + 1,
      ...d,
      sample: i === 0 ? '/WebApp/api/TypeDocumentsController/typeDocuments/sample/seed/obrazec.pdf' : '',
    }),
  )
  FORMS_STUDY.forEach((name, i) => db.refFormStudy.create({ id: i + 1, name }))
  LEVELS_EDUCATION.forEach((name, i) => db.refLevel.create({ id: i + 1, name }))
  id = 1
  JOURNALS.forEach((name) => db.refCatalog.create({ id: id++, type: 0, code: '', name }))
  UGNP.forEach(([code, name]) => db.refCatalog.create({ id: id++, type: 1, code, name }))
  GRNTI.forEach(([code, name]) => db.refCatalog.create({ id: id++, type: 2, code, name }))
  id = 1
  for (const userID of EXPERT_USERS) {
    const user = db.user.findFirst({ where: { userID: { equals: userID } } })
    if (!user) continue
    db.refExpert.create({
      id: id++,
      userID,
      fio: `${user.last_name} ${user.first_name} ${user.middle_name}`.trim(),
      docType: (userID % DOC_TYPES.length) + 1,
      facultyIDs: [user.facultyID || 1],
      note: '',
      isActive: true,
    })
  }
}
