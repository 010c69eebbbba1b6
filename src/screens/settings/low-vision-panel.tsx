import { useId } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { Button } from 'primereact/button'
import { RadioButton } from 'primereact/radiobutton'
import {
  LOW_VISION_FONTS,
  MAX_FONT_SIZE,
  MAX_LETTER_SPACING,
  MAX_LINE_SPACING,
  MIN_FONT_SIZE,
  DEFAULT_LINE_SPACING,
} from '@/lib/constants/shell'
import {
  BACKGROUND_COLORS,
  TEXT_BACKGROUNDS,
  lowVision,
  lowVisionSteps,
  resetLowVision,
  updateLowVision,
  type LowVisionFont,
  type TextBackground,
} from '@/settings/low-vision'
import { lowVisionTexts as t } from '@/texts/ru/settings'
import { FilterSelect } from '@/ui/filter-select'

/** The font option «as the site's»: the setting stores null. */
const DEFAULT_FONT = ''

function Stepper({
  label,
  value,
  onLess,
  onMore,
  lessDisabled,
  moreDisabled,
  lessLabel,
  moreLabel,
}: {
  label: string
  value: string
  onLess: () => void
  onMore: () => void
  lessDisabled: boolean
  moreDisabled: boolean
  lessLabel: string
  moreLabel: string
}) {
  const id = useId()
  return (
    <div className="settings-row" role="group" aria-labelledby={id}>
      <span id={id}>{label}</span>
      <span className="stepper">
        <Button icon="pi pi-minus" rounded outlined aria-label={lessLabel} onClick={onLess} disabled={lessDisabled} />
        <output className="stepper-value" aria-live="polite">
          {value}
        </output>
        <Button icon="pi pi-plus" rounded outlined aria-label={moreLabel} onClick={onMore} disabled={moreDisabled} />
      </span>
    </div>
  )
}

/** The low-vision panel (spec 2 §2.5). Mounted by the shell's right drawer. */
export function LowVisionPanel() {
  useSignals()
  const value = lowVision.value
  const fontId = useId()
  return (
    <section aria-labelledby="low-vision-title" className="settings-panel">
      <h2 id="low-vision-title">{t.title}</h2>
      <Stepper
        label={t.fontSize}
        value={t.fontSizeValue(value.fontSize)}
        onLess={() => lowVisionSteps.fontSize(-1)}
        onMore={() => lowVisionSteps.fontSize(1)}
        lessDisabled={value.fontSize <= MIN_FONT_SIZE}
        moreDisabled={value.fontSize >= MAX_FONT_SIZE}
        lessLabel={t.smaller}
        moreLabel={t.larger}
      />
      <div className="settings-row">
        <FilterSelect
          id={fontId}
          label={t.font}
          value={value.font ?? DEFAULT_FONT}
          options={[
            { value: DEFAULT_FONT, label: t.fontDefault },
            ...LOW_VISION_FONTS.map((font) => ({ value: font, label: font })),
          ]}
          onChange={(font) => updateLowVision({ font: font ? (font as LowVisionFont) : null })}
        />
      </div>
      <fieldset className="settings-section accent-grid">
        <legend>{t.background}</legend>
        {(['none', ...TEXT_BACKGROUNDS] as const).map((name) => (
          <label key={name} className="accent-swatch">
            <RadioButton
              name="text-background"
              value={name}
              checked={(value.background ?? 'none') === name}
              onChange={() => updateLowVision({ background: name === 'none' ? null : (name as TextBackground) })}
            />
            <span
              className="accent-dot"
              style={{ background: name === 'none' ? 'var(--app-bg)' : BACKGROUND_COLORS[name].bg }}
              aria-hidden
            />
            <span className="accent-name">{t.backgroundNames[name]}</span>
          </label>
        ))}
      </fieldset>
      <Stepper
        label={t.letterSpacing}
        value={value.letterSpacing.toFixed(1)}
        onLess={() => lowVisionSteps.letterSpacing(-1)}
        onMore={() => lowVisionSteps.letterSpacing(1)}
        lessDisabled={value.letterSpacing <= 0}
        moreDisabled={value.letterSpacing >= MAX_LETTER_SPACING}
        lessLabel={t.less(t.letterSpacing)}
        moreLabel={t.more(t.letterSpacing)}
      />
      <Stepper
        label={t.lineSpacing}
        value={value.lineSpacing.toFixed(1)}
        onLess={() => lowVisionSteps.lineSpacing(-1)}
        onMore={() => lowVisionSteps.lineSpacing(1)}
        lessDisabled={value.lineSpacing <= DEFAULT_LINE_SPACING}
        moreDisabled={value.lineSpacing >= MAX_LINE_SPACING}
        lessLabel={t.less(t.lineSpacing)}
        moreLabel={t.more(t.lineSpacing)}
      />
      <p className="low-vision-sample">{t.sample}</p>
      <Button
        label={t.reset}
        icon="pi pi-refresh"
        outlined
        onClick={() => resetLowVision()}
        className="settings-wide-button"
      />
    </section>
  )
}
