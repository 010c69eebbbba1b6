import { getListWorks, getMainAuthorInfo, getWork, type MainAuthor, type WorkAnswer } from './nir'
import type { RequestOptions } from './http'
import { NIR_STATUS } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'
import {
  formatGost,
  personOf,
  responsibilityName,
  sheetsOf,
  sheetsText,
  type BibKind,
  type BibRecord,
} from '@/lib/gost-citation'

/**
 * «Список научных и учебно-методических трудов»: the signed-in author's works (GET /Publication/Get/ListWorks,
 * then /Get/Work for each), each described per ГОСТ Р 7.0.100-2018, grouped into scientific and teaching works.
 */

/** Teaching works (category 'Учеб' of the reference types) form the second part of the list. */
export type PublicationGroup = 'science' | 'teaching'

export interface PublicationEntry {
  workID: number
  typeID: number
  /** The work's kind as the list shows it: the sub-type if it has one, else the type. */
  kindName: string
  group: PublicationGroup
  status: number
  year: number | null
  title: string
  record: BibRecord
  citation: string
  /** Printed sheets of the whole work, and the list owner's part by their share (null when unknown). */
  sheets: number | null
  ownSheets: number | null
  /** The other authors, «И. О. Фамилия». */
  coAuthors: string[]
}

const TEACHING_TYPES = /учебн|пособи|методич/i

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

/** A value of the work by the label its view gives it («Название журнала», «Том», «DOI»…). */
function byLabel(answer: WorkAnswer, ...labels: string[]): string {
  const wanted = labels.map((l) => l.toLowerCase())
  const field = answer.nirWorkView.fields.find((f) => wanted.includes(f.label.toLowerCase()))
  return field ? text(answer.nirWork[field.key]) : ''
}

/** What kind of description a work gets, from its type and sub-type names. */
export function bibKindOf(typeName: string, podTipName: string): BibKind {
  const both = `${typeName} ${podTipName}`.toLowerCase()
  if (/патент|свидетельство/.test(both)) return 'patent'
  if (/сборник|конференц|тезис|доклад/.test(both)) return 'conference'
  if (/монограф|учебник|пособи/.test(both)) return 'book'
  if (/стать/.test(both)) return 'article'
  return 'other'
}

/** A stored work as a bibliographic record (main author first, then co-authors of every kind). */
export function bibRecordOf(answer: WorkAnswer): BibRecord {
  const view = answer.nirWorkView
  const work = answer.nirWork
  const podTipName = view.listPodTip.find((p) => p.value === view.podTip)?.label ?? ''
  const kind = bibKindOf(view.typeName, podTipName)
  const people = [answer.authors.main.fio, ...answer.authors.prepods.map((a) => a.fio)].filter((f) => f.trim())
  const year = typeof work.year === 'number' ? work.year : null
  const doi =
    byLabel(answer, 'DOI') || (/^(https?:\/\/(dx\.)?doi\.org\/|10\.)/i.test(text(work.link)) ? text(work.link) : '')
  const common = { title: work.name, authors: people.map(personOf), year, doi }
  switch (kind) {
    case 'article':
      return {
        ...common,
        kind,
        container: byLabel(answer, 'Название журнала'),
        volume: byLabel(answer, 'Том'),
        issue: byLabel(answer, 'Номер выпуска'),
        pages: byLabel(answer, 'Страницы'),
      }
    case 'conference':
      return {
        ...common,
        kind,
        container: text(work.compilation) || byLabel(answer, 'Название журнала'),
        address: text(work.address),
        date: text(work.date1),
        publisher: text(work.publishing),
        volume: byLabel(answer, 'Том'),
        issue: byLabel(answer, 'Номер выпуска'),
        pages: byLabel(answer, 'Страницы'),
      }
    case 'book':
      return {
        ...common,
        kind,
        description: /учебн|пособи/i.test(`${view.typeName} ${podTipName}`)
          ? (podTipName || view.typeName).toLowerCase()
          : 'монография',
        publisher: text(work.publishing) || byLabel(answer, 'Издательство'),
        sheets: text(work.volumeWork),
      }
    case 'patent':
      return { ...common, kind, document: podTipName || view.typeName, number: text(work.rName), date: text(work.date) }
    default:
      return { ...common, kind }
  }
}

/** One entry of the list for the author `me` (their share gives their part of the printed sheets). */
export function publicationEntryOf(answer: WorkAnswer, me: { id: number }): PublicationEntry {
  const record = bibRecordOf(answer)
  const view = answer.nirWorkView
  const podTipName = view.listPodTip.find((p) => p.value === view.podTip)?.label ?? ''
  const sheets = sheetsOf(record)
  const main = answer.authors.main
  const mine =
    main.id === me.id
      ? main.influence
      : (answer.authors.prepods.find((a) => a.kind !== 'other' && a.id === me.id)?.influence ?? null)
  const others = [
    ...(main.id === me.id ? [] : [main.fio]),
    ...answer.authors.prepods.filter((a) => a.kind === 'other' || a.id !== me.id).map((a) => a.fio),
  ]
  return {
    workID: answer.workID,
    typeID: view.typeID,
    kindName: podTipName || view.typeName,
    group: TEACHING_TYPES.test(`${view.typeName} ${podTipName}`) ? 'teaching' : 'science',
    status: answer.nirWork.status,
    year: record.year ?? null,
    title: record.title,
    record,
    citation: formatGost(record),
    sheets,
    ownSheets: sheets !== null && mine !== null ? (sheets * mine) / 100 : null,
    coAuthors: others.filter((f) => f.trim()).map((f) => responsibilityName(personOf(f))),
  }
}

export interface PublicationFilter {
  yearFrom: number
  yearTo: number
  /** Only works the verification accepted (accepted or published). */
  acceptedOnly: boolean
}

/** The entries of a period, in the list's order: scientific works, then teaching ones; each by year, then title. */
export function publicationGroups(
  entries: readonly PublicationEntry[],
  filter: PublicationFilter,
): { group: PublicationGroup; entries: PublicationEntry[] }[] {
  const accepted = new Set<number>([NIR_STATUS.accepted, NIR_STATUS.published])
  const kept = entries
    .filter((e) => e.year !== null && e.year >= filter.yearFrom && e.year <= filter.yearTo)
    .filter((e) => !filter.acceptedOnly || accepted.has(e.status))
    .sort((a, b) => (a.year ?? 0) - (b.year ?? 0) || a.title.localeCompare(b.title, 'ru'))
  return (['science', 'teaching'] as const)
    .map((group) => ({ group, entries: kept.filter((e) => e.group === group) }))
    .filter((g) => g.entries.length > 0)
}

/** How many works are read at once. */
const PARALLEL = 4

/** The signed-in author and every work of theirs (own and co-authored), described. */
export async function getPublicationEntries(
  o?: RequestOptions,
): Promise<{ me: MainAuthor; entries: PublicationEntry[] }> {
  const [me, list] = await Promise.all([getMainAuthorInfo(o), getListWorks('author', o)])
  const answers: WorkAnswer[] = []
  for (let i = 0; i < list.length; i += PARALLEL)
    answers.push(...(await Promise.all(list.slice(i, i + PARALLEL).map((w) => getWork(w.workID, o)))))
  return { me, entries: answers.map((a) => publicationEntryOf(a, me)) }
}

/** The list as plain text (the .txt download and the clipboard): heading, author, period, numbered groups, signature. */
export function publicationListText(
  me: { fio: string },
  filter: PublicationFilter,
  groups: ReturnType<typeof publicationGroups>,
): string {
  const lines = [t.gost.title, me.fio, t.gost.period(filter.yearFrom, filter.yearTo), '']
  let n = 0
  for (const g of groups) {
    lines.push(t.gost.groups[g.group], '')
    for (const e of g.entries) {
      n += 1
      lines.push(`${n}. ${e.citation}`)
      const details = [
        `${t.gost.kind}: ${e.kindName}`,
        e.sheets !== null ? `${t.gost.volume}: ${volumeText(e)}` : '',
        e.coAuthors.length ? `${t.gost.coAuthors}: ${e.coAuthors.join(', ')}` : '',
      ].filter(Boolean)
      lines.push(`   ${details.map((d) => (d.endsWith('.') ? d : `${d}.`)).join(' ')}`)
    }
    lines.push('')
  }
  if (n === 0) lines.push(t.gost.empty, '')
  lines.push(t.gost.signature(responsibilityName(personOf(me.fio))))
  return `${lines.join('\n')}\n`
}

/** «1 п. л. / 0,5 п. л.»: the whole work and the author's part. */
export function volumeText(e: Pick<PublicationEntry, 'sheets' | 'ownSheets'>): string {
  if (e.sheets === null) return ''
  const whole = `${sheetsText(e.sheets)} ${t.gost.sheets}`
  return e.ownSheets !== null && e.ownSheets !== e.sheets
    ? `${whole} / ${sheetsText(e.ownSheets)} ${t.gost.sheets}`
    : whole
}
