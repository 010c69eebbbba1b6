import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { PlainMessage } from '@/ui/plain/plain-message'
import {
  selectAllowRecommend,
  selectBusy,
  selectError,
  selectReadOnly,
  selectRecommended,
} from '@/machines/nir/work-editor.selectors'
import { nirTexts as t } from '@/texts/ru/nir'
import type { EditorActor } from './editor-actor'
import { errorText } from './error-text'

/** An accepted work: who recommended it to publication, or the expert's «Рекомендовать к публикации». */
export function WorkRecommend({ actor }: { actor: EditorActor }) {
  const recommended = useSelector(actor, selectRecommended)
  const allowed = useSelector(actor, selectAllowRecommend)
  const busy = useSelector(actor, selectBusy)
  const readOnly = useSelector(actor, selectReadOnly)
  const error = useSelector(actor, selectError)
  if (!recommended && !allowed) return null
  return (
    <div className="nir-recommend">
      {recommended ? <p>{t.recommend.by(recommended)}</p> : null}
      {allowed ? (
        <Button
          type="button"
          icon="pi pi-send"
          label={t.recommend.action}
          disabled={busy}
          onClick={() => actor.send({ type: 'work.recommend' })}
        />
      ) : null}
      {readOnly && error ? <PlainMessage severity="error" text={errorText(error) ?? ''} /> : null}
    </div>
  )
}
