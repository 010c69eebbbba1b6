import { db } from '../db'
import { CONTRACT_CATEGORY, CONTRACT_TYPE_ID, CONTRACT_WORK_NAME } from '@/lib/constants/nir-contract'

/** The author demo user (the «author» chip) leads the shell's contract work 103 and three more. */
const AUTHOR = 2

interface SeedContract {
  workID: number
  idUser: number
  title: string
  customer: string
  contractNumber: string
  amount: number
  dateStart: string
  dateEnd: string
  stage: number
  executors: { userID: number; share: number }[]
}

const CONTRACTS: SeedContract[] = [
  {
    workID: 103,
    idUser: AUTHOR,
    title: 'Договор на экспертизу проектной документации',
    customer: 'АО «Донэнерго»',
    contractNumber: '2026/ХД-117',
    amount: 850_000,
    dateStart: '2026-03-01',
    dateEnd: '2026-12-25',
    stage: 2,
    executors: [
      { userID: 1003, share: 30 },
      { userID: 1010, share: 20 },
    ],
  },
  {
    workID: 140,
    idUser: AUTHOR,
    title: 'Разработка цифрового двойника участка литья под давлением',
    customer: 'ООО «Южный литейный завод»',
    contractNumber: '2025/ХД-042',
    amount: 2_400_000,
    dateStart: '2025-02-10',
    dateEnd: '2025-12-20',
    stage: 4,
    executors: [{ userID: 1007, share: 40 }],
  },
  {
    workID: 141,
    idUser: AUTHOR,
    title: 'Аудит информационной безопасности облачной инфраструктуры',
    customer: 'ГАУ РО «Центр информационных технологий»',
    contractNumber: '2026/ХД-203',
    amount: 640_000,
    dateStart: '2026-09-01',
    dateEnd: '2027-02-28',
    stage: 1,
    executors: [],
  },
  {
    workID: 142,
    idUser: 1004,
    title: 'Испытания композитных панелей на усталостную прочность',
    customer: 'ПАО «Роствертол»',
    contractNumber: '2026/ХД-088',
    amount: 3_150_000,
    dateStart: '2026-01-15',
    dateEnd: '2026-11-30',
    stage: 3,
    executors: [
      { userID: 1012, share: 25 },
      { userID: 1021, share: 25 },
    ],
  },
  {
    workID: 143,
    idUser: 1015,
    title: 'Методика оценки потерь в распределительных сетях 10 кВ',
    customer: 'ПАО «Россети Юг»',
    contractNumber: '2026/ХД-151',
    amount: 1_200_000,
    dateStart: '2026-04-01',
    dateEnd: '2026-12-15',
    stage: 2,
    executors: [{ userID: 1016, share: 35 }],
  },
]

/** Contract works with the ids of the works registry; each opens through /openWork/{workID}. */
export function seedNirContract(): void {
  for (const c of CONTRACTS) {
    const { executors, ...rest } = c
    db.contractWork.create({ ...rest, executors: JSON.stringify(executors), dateInsert: rest.dateStart })
    if (db.workLookup.findFirst({ where: { workID: { equals: c.workID } } })) continue
    db.workLookup.create({
      workID: c.workID,
      category: CONTRACT_CATEGORY,
      workName: CONTRACT_WORK_NAME,
      typeID: CONTRACT_TYPE_ID,
      status: c.stage,
      title: c.title,
      userID: c.idUser,
    })
  }
}
