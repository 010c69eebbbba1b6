import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { choiceMachine } from '@/machines/choice/choice.machine'
import * as sel from '@/machines/choice/choice.selectors'
import { choiceIssueText } from '@/lib/choice-issue-text'
import { choiceTexts } from '@/texts/ru/choice'
import { confirm } from '@/ui/confirm'
import { ChoiceBlockView } from './choice-block'
import './choice.css'

const t = choiceTexts
const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

/** /Plans/ChoiceDisciplines: a student picks elective disciplines within the limits of their plan. */
export default function ChoiceDisciplinesScreen() {
  const ref = useActorRef(choiceMachine)
  const loading = useSelector(ref, sel.selectChoiceLoading)
  const failure = useSelector(ref, sel.selectChoiceFailure)
  const data = useSelector(ref, sel.selectChoiceData)
  const selection = useSelector(ref, sel.selectChoiceSelection)
  const issue = useSelector(ref, sel.selectChoiceIssue)
  const refusal = useSelector(ref, sel.selectChoiceRefusal)
  const saveFailed = useSelector(ref, sel.selectChoiceSaveFailed)
  const saved = useSelector(ref, sel.selectChoiceSaved)
  const busy = useSelector(ref, sel.selectChoiceBusy)

  if (failure)
    return (
      <div className="page">
        <h1>{t.title}</h1>
        <div role="alert">
          <p>{t.failures[failure]}</p>
          {failure === 'failed' && (
            <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'load.retry' })} />
          )}
        </div>
      </div>
    )
  if (loading || !data)
    return (
      <div className="page">
        <h1>{t.title}</h1>
        <p role="status">{t.loading}</p>
      </div>
    )
  const open = data.window?.open ?? false
  const alert = issue ? choiceIssueText(issue, data.blocks) : (refusal ?? (saveFailed ? t.failures.saveFailed : ''))
  // The machine checks the whole selection first; only a selection that keeps the rules asks to confirm.
  const save = async () => {
    ref.send({ type: 'choice.save' })
    if (!sel.selectChoiceConfirming(ref.getSnapshot())) return
    ref.send({ type: (await confirm(t.saveConfirm)) ? 'save.confirm' : 'save.cancel' })
  }
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <p>{t.intro(data.group, data.course)}</p>
      <p>
        {!data.window
          ? t.windowNone
          : open
            ? t.window(ru(data.window.dateFrom), ru(data.window.dateTo))
            : t.windowClosed(ru(data.window.dateFrom), ru(data.window.dateTo))}
      </p>
      {data.blocks.length === 0 && <p>{t.noBlocks}</p>}
      {data.blocks.map((block) => (
        <ChoiceBlockView
          key={block.blockID}
          block={block}
          chosen={selection[block.blockID] ?? []}
          busy={busy}
          onToggle={
            open
              ? (disciplineID) => ref.send({ type: 'discipline.toggle', blockID: block.blockID, disciplineID })
              : null
          }
        />
      ))}
      <p role="alert" className="choice-alert">
        {alert}
      </p>
      {open && data.blocks.length > 0 && (
        <div className="choice-actions">
          <Button type="button" label={t.save} icon="pi pi-check" loading={busy} onClick={() => void save()} />
          <p role="status">{saved ? t.saved : ''}</p>
        </div>
      )}
    </div>
  )
}
