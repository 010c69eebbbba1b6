import type { SyntheticEvent } from 'react'
import type { DropdownChangeEvent, DropdownProps } from 'primereact/dropdown'
import { localeOption } from 'primereact/api'
import { classNames, ObjectUtils } from 'primereact/utils'
import { ChevronDownIcon } from 'primereact/icons/chevrondown'
import { SpinnerIcon } from 'primereact/icons/spinner'
import { TimesIcon } from 'primereact/icons/times'
import { ariaPropsOf, onClearKey, useStandInControl, type StandInProps } from './stand-in'

/**
 * PrimeReact's closed Dropdown, drawn without its code: the same elements, classes, label and ARIA (tests compare
 * the two), so nothing moves when the Dropdown replaces it. Focusing, clicking or an opening key asks for the
 * Dropdown and records the request; the clear icon clears at once, as the Dropdown's does.
 */
export function DropdownStandIn({ label, props, request, onNeed }: StandInProps<DropdownProps> & { label: string }) {
  const { value, options, disabled, placeholder } = props
  const control = useStandInControl(
    { request, onNeed },
    { disabled, loading: props.loading, clearIconClass: 'p-dropdown-clear-icon', onBlur: props.onBlur },
  )
  const selected = selectedOption(props)
  const selectedLabel = selected === null ? null : optionLabel(props, selected)
  const emptyMessage = typeof props.emptyMessage === 'function' ? null : props.emptyMessage
  const live = !disabled

  const clear = (event: SyntheticEvent) => {
    event.stopPropagation()
    props.onChange?.({
      originalEvent: event,
      value: undefined,
      stopPropagation: () => event.stopPropagation(),
      preventDefault: () => event.preventDefault(),
      target: { name: props.name, id: props.id, value: undefined },
    } as DropdownChangeEvent)
  }
  const showClear = value != null && props.showClear && live && !ObjectUtils.isEmpty(options)
  const hiddenOption =
    selected === null
      ? { value: '', label: placeholder }
      : { value: optionValue(props, selected), label: selectedLabel }

  return (
    <div
      id={props.id}
      className={classNames(props.className, 'p-dropdown p-component p-inputwrapper', {
        'p-disabled': disabled,
        'p-invalid': props.invalid,
        'p-focus': control.focused,
        'p-dropdown-clearable': props.showClear && live,
        'p-inputwrapper-filled': ObjectUtils.isNotEmpty(value),
        'p-inputwrapper-focus': control.focused,
      })}
      style={props.style}
      onClick={control.onClick}
    >
      <div className="p-hidden-accessible">
        <input
          ref={control.input}
          id={props.inputId}
          defaultValue={selectedLabel ?? undefined}
          type="text"
          readOnly
          aria-haspopup="listbox"
          disabled={disabled}
          tabIndex={live ? (props.tabIndex ?? 0) : -1}
          {...control.inputHandlers}
          {...ariaPropsOf(props)}
        />
      </div>
      <div className="p-hidden-accessible p-dropdown-hidden-select">
        <select
          ref={props.inputRef}
          required={props.required}
          defaultValue={hiddenOption.value as string}
          name={props.name}
          tabIndex={-1}
          aria-label={label}
        >
          <option value={hiddenOption.value as string}>{hiddenOption.label}</option>
        </select>
      </div>
      <span
        className={classNames('p-dropdown-label p-inputtext', {
          'p-placeholder': selectedLabel === null && placeholder,
          'p-dropdown-label-empty': selectedLabel === null && !placeholder,
        })}
        tabIndex={-1}
      >
        {selectedLabel || placeholder || emptyMessage || '\u00a0'}
      </span>
      {showClear && (
        <TimesIcon
          className="p-dropdown-clear-icon p-clickable"
          onPointerUp={clear}
          tabIndex={0}
          onKeyDown={onClearKey(clear)}
          aria-label={localeOption('clear', '') /* '': the current locale */}
        />
      )}
      <div
        className="p-dropdown-trigger"
        role="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={label}
      >
        {props.loading ? <SpinnerIcon spin /> : <ChevronDownIcon className="p-dropdown-trigger-icon p-clickable" />}
      </div>
    </div>
  )
}

// The Dropdown's own rules for the shown option (primereact/dropdown 10.9: getOptionLabel, getOptionValue,
// getSelectedOption), for the options and values this app passes.
type Option = unknown

function optionLabel(props: DropdownProps, option: Option): string {
  if (ObjectUtils.isScalar(option)) return `${option as string}`
  const label = props.optionLabel
    ? ObjectUtils.resolveFieldData(option, props.optionLabel)
    : (option as { label?: unknown }).label
  return `${label as string}`
}

function optionValue(props: DropdownProps, option: Option): unknown {
  const value = props.optionValue
    ? ObjectUtils.resolveFieldData(option, props.optionValue)
    : option
      ? (option as { value?: unknown }).value
      : ObjectUtils.resolveFieldData(option, 'value')
  return props.optionValue || ObjectUtils.isNotEmpty(value) ? value : option
}

function selectedOption(props: DropdownProps): Option | null {
  const key = props.optionValue ? '' : (props.dataKey ?? '') // '': compare whole values
  const isSelected = (option: Option) => ObjectUtils.equals(props.value, optionValue(props, option), key)
  const options = (props.options ?? []) as Option[]
  const inList = props.optionGroupLabel
    ? options.flatMap(
        (group) => (ObjectUtils.resolveFieldData(group, props.optionGroupChildren ?? 'items') ?? []) as Option[],
      )
    : options
  return inList.find(isSelected) ?? null
}
