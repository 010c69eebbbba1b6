import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { mainShare } from './nir'
import { visibleText } from '@/lib/validation'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import {
  CONTRACT_AMOUNT_MAX,
  CONTRACT_CUSTOMER_MAX,
  CONTRACT_EXECUTORS_MAX,
  CONTRACT_NUMBER_MAX,
  CONTRACT_STAGES,
} from '@/lib/constants/nir-contract'
import { NIR_NAME_MAX } from '@/lib/constants/nir'

/**
 * Contract (хоздоговорные) works: works of the category «Подрядные работы» (spec 1 §4) with their own
 * screens. The leader (the work's author) shares the work with co-executors by the authors' influence
 * rules (spec 2 §4): each share above 0, the leader's share — 100 minus the others' — above 0. The form's
 * schema is reused by the mock handler.
 */
const amountText = CONTRACT_AMOUNT_MAX.toLocaleString('ru-RU')
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const STAGE_VALUES: number[] = CONTRACT_STAGES.map((s) => s.value)

const requiredNumber = (message: string) =>
  v.pipe(
    v.nullable(v.number(message)),
    v.check((n) => n !== null, message),
    v.transform((n) => n as number),
  )
const requiredDay = (message: string) =>
  v.pipe(
    v.nullable(v.string(message)),
    v.check((s) => s !== null && ISO_DAY.test(s), message),
    v.transform((s) => s as string),
  )

export const executorRowSchema = v.object({
  userID: requiredNumber(t.required.executor),
  share: v.pipe(
    v.nullable(v.number(t.sharePositive)),
    v.check((n) => n !== null && n > 0, t.sharePositive),
    v.check((n) => n === null || n < 100, t.shareTooBig),
    v.transform((n) => n as number),
  ),
})
export type ExecutorRow = v.InferOutput<typeof executorRowSchema>

/** The leader's share: 100 minus the co-executors' (the authors' influence rule, spec 2 §4). */
export const leaderShare = (rows: readonly { share: number | null }[]) =>
  mainShare(rows.map((r) => ({ influence: r.share })))

export const executorsSchema = v.pipe(
  v.array(executorRowSchema),
  v.maxLength(CONTRACT_EXECUTORS_MAX, t.tooManyExecutors(CONTRACT_EXECUTORS_MAX)),
  v.check((rows) => leaderShare(rows) > 0, t.leaderShareError),
  v.check((rows) => new Set(rows.map((r) => r.userID)).size === rows.length, t.duplicateExecutor),
)

export const contractFormSchema = v.pipe(
  v.object({
    title: v.pipe(visibleText(t.required.title), v.maxLength(NIR_NAME_MAX, t.tooLong(NIR_NAME_MAX))),
    customer: v.pipe(
      visibleText(t.required.customer),
      v.maxLength(CONTRACT_CUSTOMER_MAX, t.tooLong(CONTRACT_CUSTOMER_MAX)),
    ),
    contractNumber: v.pipe(
      visibleText(t.required.contractNumber),
      v.maxLength(CONTRACT_NUMBER_MAX, t.tooLong(CONTRACT_NUMBER_MAX)),
    ),
    amount: v.pipe(
      requiredNumber(t.required.amount),
      v.check((n) => n > 0 && n <= CONTRACT_AMOUNT_MAX, t.amountRange(amountText)),
    ),
    dateStart: requiredDay(t.required.dateStart),
    dateEnd: requiredDay(t.required.dateEnd),
    stage: v.pipe(
      requiredNumber(t.required.stage),
      v.check((n) => STAGE_VALUES.includes(n), t.required.stage),
    ),
    executors: executorsSchema,
  }),
  v.forward(
    v.check((w) => w.dateEnd >= w.dateStart, t.datesOrder),
    ['dateEnd'],
  ),
)
export type ContractFormInput = v.InferInput<typeof contractFormSchema>
export type ContractValues = v.InferOutput<typeof contractFormSchema>
/** What the server receives: the form's values and the work's id (null for a new one). */
export const contractBodySchema = v.intersect([v.object({ workID: v.nullable(v.number()) }), contractFormSchema])
export type ContractBody = { workID: number | null } & ContractValues

export const executorSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  structure: v.string(),
  share: v.number(),
})
export const contractWorkSchema = v.object({
  workID: v.number(),
  idUser: v.number(),
  leader: v.string(),
  department: v.string(),
  title: v.string(),
  customer: v.string(),
  contractNumber: v.string(),
  amount: v.number(),
  dateStart: v.string(),
  dateEnd: v.string(),
  stage: v.number(),
  executors: v.array(executorSchema),
  leaderShare: v.number(),
  dateInsert: v.string(),
  /** The signed-in user may change it (its author, the contract cabinet, the research admin). */
  allowEdit: v.boolean(),
})
export type ContractWork = v.InferOutput<typeof contractWorkSchema>
export type Executor = v.InferOutput<typeof executorSchema>
/** A person who may be a co-executor (the university's teachers). */
export const executorOptionSchema = v.object({ userID: v.number(), fio: v.string(), structure: v.string() })
export type ExecutorOption = v.InferOutput<typeof executorOptionSchema>

function data<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  return parseAnswer(stateEnvelope(schema), answer).data as v.InferOutput<S>
}

/** The user's contract works (the contract cabinet and the research admin: every one). */
export const getContractWorks = async (o?: RequestOptions) =>
  data(v.array(contractWorkSchema), await http.get('/ContractWork/Get/ListWorks', undefined, o))
export const getContractWork = async (workID: number, o?: RequestOptions) =>
  data(contractWorkSchema, await http.get('/ContractWork/Get/Work', { workID }, o))
export const getExecutorOptions = async (o?: RequestOptions) =>
  data(v.array(executorOptionSchema), await http.get('/ContractWork/Get/Executors', undefined, o))
/** Creates (workID null) or changes a contract work. */
export const saveContractWork = async (workID: number | null, values: ContractValues, o?: RequestOptions) =>
  data(contractWorkSchema, await http.post('/ContractWork/Set/Work', { workID, ...values } satisfies ContractBody, o))
