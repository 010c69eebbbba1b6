import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import { nirsTexts as t } from '@/texts/ru/nir-semestr'
import { NIRS_FILE_MAX, NIRS_MARKS, NIRS_PLAN_MAX, NIRS_TOPIC_MAX } from '@/lib/constants/nir-semestr'

/**
 * «НИР в семестре» (spec 1 §6 'СтудентМагистр'): each semester a master student states the topic and
 * plan of their research work and uploads the report; the supervisor (or the research admin) marks it.
 * The forms' schemas are reused by the mock handler.
 */
const FILE_NAME = /\.(pdf|docx)$/i

export const reportFormSchema = v.object({
  topic: v.pipe(visibleText(t.required.topic), v.maxLength(NIRS_TOPIC_MAX, t.tooLong(NIRS_TOPIC_MAX))),
  plan: v.pipe(visibleText(t.required.plan), v.maxLength(NIRS_PLAN_MAX, t.tooLong(NIRS_PLAN_MAX))),
  file: v.pipe(
    v.union([v.instance(File), v.string(), v.null()], t.required.file),
    v.check((f) => f !== null && f !== '', t.required.file),
    v.check((f) => !(f instanceof File) || (FILE_NAME.test(f.name) && f.size <= NIRS_FILE_MAX), t.badFile),
  ),
})
export type ReportFormInput = v.InferInput<typeof reportFormSchema>
export type ReportValues = v.InferOutput<typeof reportFormSchema>
export const reportBodySchema = v.object({
  SEM: v.pipe(v.number(), v.integer(), v.minValue(1, t.badSemester), v.maxValue(4, t.badSemester)),
  topic: reportFormSchema.entries.topic,
  plan: reportFormSchema.entries.plan,
})

export const markFormSchema = v.object({
  mark: v.pipe(
    v.nullable(v.string(t.required.mark)),
    v.check((m) => m !== null && (NIRS_MARKS as readonly string[]).includes(m), t.required.mark),
    v.transform((m) => m as string),
  ),
})
export type MarkFormInput = v.InferInput<typeof markFormSchema>
export const markBodySchema = v.object({ SID: v.number(), SEM: v.number(), ...markFormSchema.entries })

export const nirsReportSchema = v.object({
  topic: v.string(),
  plan: v.string(),
  fileName: v.string(),
  fileSize: v.number(),
  uploaded: v.string(),
  mark: v.string(),
  markedBy: v.string(),
  markedAt: v.string(),
})
export type NirsReport = v.InferOutput<typeof nirsReportSchema>
export const nirsPageSchema = v.object({
  student: v.object({ id: v.number(), fio: v.string(), group: v.string() }),
  supervisor: v.string(),
  semester: v.number(),
  /** Each semester's mark ('' when none), for the semester tabs. */
  semesters: v.array(v.object({ semester: v.number(), mark: v.string(), hasReport: v.boolean() })),
  report: v.nullable(nirsReportSchema),
  canUpload: v.boolean(),
  canMark: v.boolean(),
})
export type NirsPage = v.InferOutput<typeof nirsPageSchema>
export const nirsRowSchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  group: v.string(),
  semester: v.number(),
  topic: v.string(),
  supervisor: v.string(),
  fileName: v.string(),
  mark: v.string(),
})
export type NirsRow = v.InferOutput<typeof nirsRowSchema>

const data = <S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> =>
  parseAnswer(stateEnvelope(schema), answer).data as v.InferOutput<S>

/** The master students' reports of one semester (0: every semester). */
export const getNirsList = async (sem: number, o?: RequestOptions) =>
  data(v.array(nirsRowSchema), await http.get('/NIRSemestr/Get/List', { SEM: sem }, o))
/** One student's semester page (SID null: the signed-in student; SEM null: their latest semester). */
export const getNirsPage = async (sid: number | null, sem: number | null, o?: RequestOptions) =>
  data(nirsPageSchema, await http.get('/NIRSemestr/Get/Student', { SID: sid, SEM: sem }, o))
/** The student uploads the semester's report: multipart «report» (JSON) and «rfile». */
export async function uploadReport(sem: number, values: ReportValues, o?: RequestOptions) {
  const form = new FormData()
  form.append('report', JSON.stringify({ SEM: sem, topic: values.topic, plan: values.plan }))
  if (values.file instanceof File) form.append('rfile', values.file, values.file.name)
  return data(nirsPageSchema, await http.post('/NIRSemestr/Set/Report', form, o))
}
export const setNirsMark = async (sid: number, sem: number, mark: string, o?: RequestOptions) =>
  data(nirsPageSchema, await http.post('/NIRSemestr/Set/Mark', { SID: sid, SEM: sem, mark }, o))
