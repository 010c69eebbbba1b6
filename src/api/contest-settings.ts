import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import { formatRuDate } from '@/lib/dates'
import {
  STAGE_DAYS_AFTER_END,
  CONTEST_CRITERIA_MAX,
  CONTEST_CRITERION_MAX_MARK,
  CONTEST_STAGES_MAX,
} from '@/lib/constants/contests'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

const e = contestTexts.errors

/* ── /Contests/SettingContest/{id}: a contest's stages, criteria, jury and who may apply (issue 16) ── */

const optionSchema = v.object({ value: v.number(), label: v.string() })
export const contestSettingsSchema = v.object({
  competitionID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateTo: v.string(),
  stages: v.array(v.object({ name: v.string(), date: v.string() })),
  criteria: v.array(v.object({ id: v.number(), name: v.string(), maxMark: v.number() })),
  juryIDs: v.array(v.number()),
  facultyIDs: v.array(v.number()),
  /** Who may be on the jury (teachers and staff) and the faculties a contest may be limited to. */
  experts: v.array(optionSchema),
  faculties: v.array(optionSchema),
})
export type ContestSettings = v.InferOutput<typeof contestSettingsSchema>

const mark = v.pipe(
  v.nullish(v.number(), null),
  v.check((n) => n !== null && Number.isInteger(n) && n >= 1 && n <= CONTEST_CRITERION_MAX_MARK, e.criterionMaxRange),
  v.transform((n) => n as number),
)

/**
 * The days a stage may fall on: from the contest's start to a year after its reception of applications ends
 * (judging, defence and results follow the reception, so the stages run past `dateTo`).
 */
export function stageWindow(dateStart: string, dateTo: string) {
  const end = new Date(`${dateTo}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + STAGE_DAYS_AFTER_END)
  return { from: dateStart, to: end.toISOString().slice(0, 10) }
}

/** The settings form; the mock server checks the same rules with the contest's stored dates. */
export const contestSettingsFormSchema = (dateStart: string, dateTo: string) => {
  const { from, to } = stageWindow(dateStart, dateTo)
  return v.object({
    stages: v.pipe(
      v.array(
        v.object({
          name: v.pipe(visibleText(e.stageNameRequired), v.maxLength(200, e.stageNameRequired)),
          date: v.pipe(
            v.nullish(v.string(), null),
            v.check((d) => d !== null && d !== '', e.stageDateRequired),
            v.check(
              (d) => d === null || d === '' || (d >= from && d <= to),
              fillText(e.stageDateRange, { from: formatRuDate(from), to: formatRuDate(to) }),
            ),
            v.transform((d) => d as string),
          ),
        }),
      ),
      v.maxLength(CONTEST_STAGES_MAX),
      v.check(
        (list) => list.every((x, i) => i === 0 || !x.date || !list[i - 1]!.date || x.date >= list[i - 1]!.date!),
        e.stageOrder,
      ),
    ),
    criteria: v.pipe(
      v.array(
        v.object({
          id: v.nullish(v.number(), null),
          name: v.pipe(visibleText(e.criterionNameRequired), v.maxLength(200, e.criterionNameRequired)),
          maxMark: mark,
        }),
      ),
      v.minLength(1, e.criteriaRequired),
      v.maxLength(CONTEST_CRITERIA_MAX),
    ),
    juryIDs: v.array(v.number()),
    facultyIDs: v.array(v.number()),
  })
}
export type ContestSettingsFormInput = v.InferInput<ReturnType<typeof contestSettingsFormSchema>>
export type ContestSettingsBody = v.InferOutput<ReturnType<typeof contestSettingsFormSchema>>

export async function getContestSettings(competitionID: number, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(contestSettingsSchema),
    await http.get('/Contests/Settings', { competitionID }, options),
  ).data
}
export async function saveContestSettings(
  competitionID: number,
  body: ContestSettingsBody,
  options: RequestOptions = {},
): Promise<ContestSettings> {
  return parseAnswer(
    stateEnvelope(contestSettingsSchema),
    await http.post('/Contests/Settings', { competitionID, ...body }, options),
  ).data
}
