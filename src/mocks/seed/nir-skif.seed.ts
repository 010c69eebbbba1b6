import { db } from '../db'
import { makeSteps, NIR_AUTHOR_ID } from './nir.seed'
import { NIR_STATUS } from '@/lib/constants/nir'
import { SKIF_TYPES } from '@/lib/constants/nir-skif'

/** The attributes of each SKIF type (the view definition shows them as the work's fields). */
const ATTRS: Record<number, [string, boolean][]> = {
  70: [
    ['Экспериментальная станция СКИФ', true],
    ['Номер заявки на пучковое время', true],
    ['Организация-партнёр', false],
  ],
  71: [
    ['Разрабатываемая система (станция, узел)', true],
    ['Номер договора или соглашения', true],
    ['Организация-партнёр', false],
  ],
}

/** 106 and 107 are the shell's /openWork lookups; the rest are registered here with the same ids. */
const WORKS = [
  {
    workID: 106,
    typeID: 70,
    idUser: NIR_AUTHOR_ID,
    name: 'Работа СКИФ: синхротронные исследования',
    status: NIR_STATUS.draft,
    fields: { year: 2025, attr1: '1-1 «Микрофокус»', attr2: 'СКИФ-2025-0142', attr3: 'ИК СО РАН' },
  },
  {
    workID: 107,
    typeID: 71,
    idUser: NIR_AUTHOR_ID,
    name: 'Разработка станции СКИФ',
    status: NIR_STATUS.draft,
    fields: { year: 2025, attr1: 'Станция 1-3 «Структурная диагностика»', attr2: 'С-17/2025' },
  },
  {
    workID: 150,
    typeID: 70,
    idUser: NIR_AUTHOR_ID,
    name: 'Фазовый состав литейных сплавов по данным дифракции синхротронного излучения',
    status: NIR_STATUS.accepted,
    fields: { year: 2026, attr1: '1-3 «Структурная диагностика»', attr2: 'СКИФ-2026-0031', attr3: 'ИХТТМ СО РАН' },
  },
  {
    workID: 151,
    typeID: 70,
    idUser: 1007,
    name: 'Остаточные напряжения в сварных швах: исследование на станции СКИФ',
    status: NIR_STATUS.checking,
    fields: { year: 2026, attr1: '1-4 «XAFS-спектроскопия»', attr2: 'СКИФ-2026-0077', attr3: '' },
  },
  {
    workID: 152,
    typeID: 71,
    idUser: 1012,
    name: 'Система позиционирования образцов для станции «Быстропротекающие процессы»',
    status: NIR_STATUS.returned,
    fields: { year: 2026, attr1: 'Станция 1-6 «Быстропротекающие процессы»', attr2: 'С-04/2026', attr3: 'ИЯФ СО РАН' },
  },
]

/** SKIF reference types (category «НИД»), their attributes and the demo SKIF works. */
export function seedNirSkif(): void {
  for (const type of SKIF_TYPES)
    db.refPubType.create({ id: type.id, name: type.name, category: 'НИД', branchID: 1, isVisible: true })
  let id = Math.max(0, ...db.refAttr.getAll().map((a) => a.id)) + 1
  for (const [typeID, attrs] of Object.entries(ATTRS))
    attrs.forEach(([name, isRequired], i) =>
      db.refAttr.create({ id: id++, typeID: Number(typeID), name, nameEng: '', isRequired, npp: i + 1 }),
    )
  const co = db.user.findFirst({ where: { userID: { equals: 1003 } } })
  for (const w of WORKS) {
    const coAuthors =
      w.idUser === NIR_AUTHOR_ID && co
        ? [{ id: co.userID, fio: `${co.last_name} ${co.first_name} ${co.middle_name}`, structure: '', influence: 30 }]
        : []
    const accepted = w.status === NIR_STATUS.accepted
    db.nirWork.create({
      ...w,
      underTypeID: 0,
      statusAct: 0,
      fields: JSON.stringify({ language: 1, ...w.fields }),
      coAuthors: JSON.stringify(coAuthors),
      steps: JSON.stringify(
        accepted ? makeSteps('confirmed', 'confirmed', 'confirmed', 'Белова Татьяна Юрьевна') : makeSteps('waiting'),
      ),
      dateInsert: `${w.fields.year}-03-10`,
      isDelete: false,
    })
    if (w.status === NIR_STATUS.returned)
      db.nirRemark.create({
        id: db.nirRemark.count() + 1,
        workID: w.workID,
        date: '2026-10-14',
        fio: 'Белова Татьяна Юрьевна',
        step: 'library',
        text: 'Укажите номер соглашения с ЦКП «СКИФ» и приложите акт.',
      })
    if (db.workLookup.findFirst({ where: { workID: { equals: w.workID } } })) continue
    const type = SKIF_TYPES.find((t) => t.id === w.typeID)!
    db.workLookup.create({
      workID: w.workID,
      category: 'НИД',
      workName: type.name,
      typeID: w.typeID,
      status: w.status,
      title: w.name,
      userID: w.idUser,
    })
  }
}
