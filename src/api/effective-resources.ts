import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { EC_ADMIN_ROLES } from '@/lib/constants/effective'
import { effectiveTexts } from '@/texts/ru/effective'

const t = effectiveTexts.admin

export const ecIndicatorSchema = v.object({
  id: v.number(),
  section: v.string(),
  name: v.string(),
  unit: v.string(),
  plan: v.number(),
  weight: v.number(),
})
export type EcIndicator = v.InferOutput<typeof ecIndicatorSchema>

/** /EffectiveContractAdmin: the indicators of the effective contract, their default plan and points per unit. */
export const ecIndicatorResource = defineResource({
  name: 'effective-contract-indicators',
  key: 'id',
  row: ecIndicatorSchema,
  columns: [
    { value: 'id', text: t.colID, width: '4rem', hiddenForm: true, align: 'right' },
    { value: 'section', text: t.colSection, required: true, maxLength: 100, filteredData: true },
    { value: 'name', text: t.colName, required: true, maxLength: 300 },
    { value: 'unit', text: t.colUnit, required: true, maxLength: 30 },
    { value: 'plan', text: t.colPlan, isNumber: true, required: true, align: 'right' },
    { value: 'weight', text: t.colWeight, isNumber: true, required: true, align: 'right' },
  ],
  endpoints: {
    list: '/EffectiveContract/Indicators',
    create: '/EffectiveContract/Indicators',
    update: '/EffectiveContract/Indicators/{key}',
    remove: '/EffectiveContract/Indicators/{key}',
  },
  access: { read: EC_ADMIN_ROLES, create: EC_ADMIN_ROLES, edit: EC_ADMIN_ROLES, remove: EC_ADMIN_ROLES },
})
