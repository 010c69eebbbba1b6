import { useId, type Ref, type SyntheticEvent } from 'react'
import type { MultiSelectChangeEvent, MultiSelectProps } from 'primereact/multiselect'
import { localeOption } from 'primereact/api'
import { classNames, ObjectUtils } from 'primereact/utils'
import { ChevronDownIcon } from 'primereact/icons/chevrondown'
import { SpinnerIcon } from 'primereact/icons/spinner'
import { TimesIcon } from 'primereact/icons/times'
import { TimesCircleIcon } from 'primereact/icons/timescircle'
import { ariaPropsOf, onClearKey, useStandInControl, type StandInProps } from './stand-in'

/**
 * PrimeReact's closed MultiSelect, drawn without its code (see ./stand-in.ts): the same elements, classes, label,
 * chips and ARIA (tests compare the two). The clear icon and a chip's remove icon change the value at once, as
 * the MultiSelect's do.
 */
export function MultiSelectStandIn({ props, request, onNeed }: StandInProps<MultiSelectProps>) {
  const { disabled, placeholder, maxSelectedLabels, display } = props
  const values: unknown[] = Array.isArray(props.value) ? props.value : []
  const empty = ObjectUtils.isEmpty(props.value)
  const generatedId = `pr_id_${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const control = useStandInControl(
    { request, onNeed },
    { disabled, loading: props.loading, clearIconClass: 'p-multiselect-clear-icon', onBlur: props.onBlur },
  )
  const tooMany = ObjectUtils.isNotEmpty(maxSelectedLabels) && values.length > (maxSelectedLabels ?? 0)
  const countLabel = () => {
    const pattern = /{(.*?)}/
    const text = props.selectedItemsLabel || (localeOption('selectionMessage', '') as string)
    const match = text.match(pattern)
    return match ? text.replace(match[0], `${values.length}`) : text
  }
  const commaLabel = () => {
    if (empty) return ''
    if (tooMany) return countLabel()
    return values.map((value) => `${labelOf(props, value) as string}`).join(', ')
  }
  const change = (event: SyntheticEvent, value: unknown[]) =>
    props.onChange?.({
      originalEvent: event,
      value,
      selectedOption: null,
      stopPropagation: () => event.stopPropagation(),
      preventDefault: () => event.preventDefault(),
      target: { name: props.name, id: props.id, value },
    } as MultiSelectChangeEvent)
  const removeChip = (event: SyntheticEvent, chip: unknown) => {
    event.stopPropagation()
    const key = props.optionValue ? '' : (props.dataKey ?? '')
    change(
      event,
      values.filter((value) => !ObjectUtils.equals(value, chip, key)),
    )
  }
  const clear = (event: SyntheticEvent) => change(event, [])

  const chips =
    display === 'chip' && !empty && !tooMany
      ? values.slice(0, maxSelectedLabels || values.length).map((value, index) => {
          const label = labelOf(props, value) as string
          return (
            <div className="p-multiselect-token" key={`${label}_${index}`}>
              <span className="p-multiselect-token-label">{label}</span>
              {!disabled && (
                <TimesCircleIcon
                  aria-label={localeOption('removeTokenIcon', '')}
                  className="p-multiselect-token-icon"
                  onClick={(event: SyntheticEvent) => removeChip(event, value)}
                  onKeyDown={onClearKey((event) => removeChip(event, value))}
                  tabIndex={props.tabIndex || 0}
                />
              )}
            </div>
          )
        })
      : null
  const labelContent = tooMany ? countLabel() : (chips ?? commaLabel())
  const triggerIconClass = 'p-multiselect-trigger-icon p-c'

  return (
    <div
      id={props.id}
      style={{ ...props.style, ...(props.showClear && !disabled ? { position: 'relative' } : {}) }}
      className={classNames(props.className, 'p-multiselect p-component p-inputwrapper', {
        'p-multiselect-chip': display === 'chip' && (maxSelectedLabels == null || values.length <= maxSelectedLabels),
        'p-disabled': disabled,
        'p-invalid': props.invalid,
        'p-multiselect-clearable': props.showClear && !disabled,
        'p-focus': control.focused,
        'p-inputwrapper-filled': ObjectUtils.isNotEmpty(props.value),
        'p-inputwrapper-focus': control.focused,
      })}
      {...ariaPropsOf(props)}
      onClick={control.onClick}
    >
      <div className="p-hidden-accessible">
        <input
          ref={(element) => {
            control.input.current = element
            // Typed as a select's ref, but the MultiSelect hands it its focusable input.
            const inputRef = props.inputRef as Ref<HTMLInputElement | null> | undefined
            if (typeof inputRef === 'function') inputRef(element)
            else if (inputRef) inputRef.current = element
          }}
          id={props.inputId}
          name={props.name}
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-controls={`${props.inputId ?? generatedId}-multi-selectbox`}
          disabled={disabled}
          tabIndex={disabled ? -1 : (props.tabIndex ?? 0)}
          value={commaLabel()}
          {...control.inputHandlers}
          {...ariaPropsOf(props)}
          readOnly
        />
      </div>
      <div className="p-multiselect-label-container">
        <div
          className={classNames('p-multiselect-label', {
            'p-placeholder': empty && placeholder,
            'p-multiselect-label-empty': empty && !placeholder,
            'p-multiselect-items-label': !empty && display !== 'chip' && tooMany,
          })}
        >
          {labelContent || placeholder || props.emptyMessage || 'empty'}
        </div>
      </div>
      {!empty && props.showClear && !disabled && (
        <TimesIcon
          className="p-multiselect-clear-icon"
          aria-label={localeOption('clear', '') /* '': the current locale */}
          onClick={clear}
          onKeyDown={onClearKey(clear)}
          tabIndex={props.tabIndex || 0}
        />
      )}
      <div className="p-multiselect-trigger">
        {props.loading ? (
          <SpinnerIcon spin className={triggerIconClass} />
        ) : (
          <ChevronDownIcon className={triggerIconClass} />
        )}
      </div>
    </div>
  )
}

// The MultiSelect's own rules for a chosen value's label (primereact/multiselect 10.9: getLabelByValue).
function labelOf(props: MultiSelectProps, value: unknown): unknown {
  const key = props.optionValue ? '' : (props.dataKey ?? '')
  // The named field, else the option's own `value` or `label`, else the option itself.
  const read = (option: unknown, field: string | undefined, own: 'value' | 'label') =>
    field
      ? ObjectUtils.resolveFieldData(option, field)
      : option && (option as Record<string, unknown>)[own] !== undefined
        ? (option as Record<string, unknown>)[own]
        : option
  const valueOf = (option: unknown) => read(option, props.optionValue, 'value')
  const find = (list: unknown[]) => list.find((option) => ObjectUtils.equals(valueOf(option), value, key))
  const options = (props.options ?? []) as unknown[]
  let option: unknown
  if (props.optionGroupLabel) {
    for (const group of options) {
      option = find((ObjectUtils.resolveFieldData(group, props.optionGroupChildren ?? 'items') ?? []) as unknown[])
      if (option) break
    }
  } else {
    option = find(options)
    if (ObjectUtils.isEmpty(option)) option = find(Array.isArray(props.value) ? props.value : [])
  }
  return option ? read(option, props.optionLabel, 'label') : null
}
