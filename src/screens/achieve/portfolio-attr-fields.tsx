import { attrKey, type PortfolioAttr } from '@/api/portfolio-attrs'
import { ATTR_VALUE_MAX } from '@/lib/constants/achieve'
import { TextField } from '@/ui/form/text-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { portfolioTexts } from '@/texts/ru/portfolio'

/**
 * The fields a work of its type asks for (set by the admin on /Portfolio/Admin/EditAttrs/{typeID}), inside
 * the achievement form: `attrs.a<id>`, validated by the same schema the server uses.
 */
export function AttrFields({ attrs }: { attrs: readonly PortfolioAttr[] }) {
  if (attrs.length === 0) return null
  return (
    <fieldset className="ach-attrs">
      <legend>{portfolioTexts.attrsLegend}</legend>
      {attrs.map((a) =>
        a.kind === 'date' ? (
          <DateFormField key={a.id} name={`attrs.${attrKey(a.id)}`} label={a.name} required={a.required} />
        ) : (
          <TextField
            key={a.id}
            name={`attrs.${attrKey(a.id)}`}
            label={a.name}
            required={a.required}
            maxLength={ATTR_VALUE_MAX}
            inputMode={a.kind === 'number' ? 'numeric' : undefined}
          />
        ),
      )}
    </fieldset>
  )
}
