import * as v from 'valibot'
import { hasVisibleText } from '@/lib/validation'
import { ATTR_VALUE_MAX } from '@/lib/constants/achieve'
import { portfolioTexts } from '@/texts/ru/portfolio'

const e = portfolioTexts.errors

/**
 * The attributes a work of a portfolio type asks for (/Portfolio/Admin/EditAttrs/{typeID}): the admin
 * names them, picks the kind of value and whether it is required; the student's editor shows one field
 * per attribute and the server checks the same rules (`attrValuesSchema`).
 */
export const ATTR_KINDS = ['text', 'number', 'date'] as const
export type AttrKind = (typeof ATTR_KINDS)[number]

export const portfolioAttrSchema = v.object({
  id: v.number(),
  typeID: v.number(),
  name: v.string(),
  kind: v.picklist(ATTR_KINDS),
  required: v.boolean(),
  npp: v.nullish(v.number(), 0),
})
export type PortfolioAttr = v.InferOutput<typeof portfolioAttrSchema>

/** One attribute's value as a work answers it. */
export const workAttrSchema = v.object({ attrID: v.number(), name: v.string(), value: v.string() })
export type WorkAttr = v.InferOutput<typeof workAttrSchema>

/** The form field's (and the body's) key of an attribute: `attrs.a12`. */
export const attrKey = (attrID: number) => `a${attrID}`

/** The attributes of a type in the order the admin set (then by id). */
export const attrsOfType = (attrs: readonly PortfolioAttr[], typeID: number): PortfolioAttr[] =>
  attrs.filter((a) => a.typeID === typeID).sort((a, b) => (a.npp ?? 0) - (b.npp ?? 0) || a.id - b.id)

const NUMBER = /^-?\d+([.,]\d+)?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

function valueSchema(attr: PortfolioAttr): v.GenericSchema<unknown, string> {
  const kindOk =
    attr.kind === 'number'
      ? v.check<string, string>((s) => s === '' || NUMBER.test(s), e.attrNumber(attr.name))
      : attr.kind === 'date'
        ? v.check<string, string>((s) => s === '' || DATE.test(s), e.attrDate(attr.name))
        : v.check<string, string>(() => true, '')
  return v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' ? x.trim() : x === null || x === undefined ? '' : String(x))),
    v.string(),
    v.check((s) => !attr.required || hasVisibleText(s), e.attrRequired(attr.name)),
    v.check((s) => s.length <= ATTR_VALUE_MAX, e.attrLong(attr.name, ATTR_VALUE_MAX)),
    kindOk,
  )
}

/** The values of a type's attributes: `{ a12: '…' }`, each trimmed, required ones with a visible character. */
export function attrValuesSchema(attrs: readonly PortfolioAttr[]) {
  const entries: Record<string, v.OptionalSchema<v.GenericSchema<unknown, string>, ''>> = {}
  for (const attr of attrs) entries[attrKey(attr.id)] = v.optional(valueSchema(attr), '')
  return v.object(entries)
}
