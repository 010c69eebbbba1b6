import { useId, useState } from 'react'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { lazy, prefetch } from '@/lib/lazy'
import { OnDemand } from '@/ui/on-demand'
import { selectImported, selectImporting, selectImports } from '@/machines/nir/work-editor.selectors'
import { nirTexts as t } from '@/texts/ru/nir'
import type { EditorActor } from './editor-actor'

// The panel with the BibTeX and RIS parsers loads when first opened, fetched ahead on hover or focus (issue 19).
const loadPanel = () => import('./work-import-panel')
const WorkImportPanel = lazy(() => loadPanel().then((m) => ({ default: m.WorkImportPanel })))
const prefetchPanel = prefetch(loadPanel)

/**
 * «Импорт из BibTeX или RIS» of a new work: a disclosure whose panel (./work-import-panel.tsx) fills the form
 * from a pasted or picked record; below it, what the last import filled.
 */
export function WorkImport({ actor, onBeforeApply }: { actor: EditorActor; onBeforeApply: () => void }) {
  const importing = useSelector(actor, selectImporting)
  const imports = useSelector(actor, selectImports)
  const imported = useSelector(actor, selectImported)
  const [open, setOpen] = useState(false)
  const id = useId()
  const panelID = `${id}-panel`
  const matched = imported?.coAuthors.filter((a) => a.kind === 'prepod').length ?? 0
  const others = (imported?.coAuthors.length ?? 0) - matched

  return (
    <section className="nir-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="nir-import-title">
        <Button
          type="button"
          text
          icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
          label={t.bib.open}
          aria-expanded={open}
          aria-controls={panelID}
          onClick={() => setOpen(!open)}
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
        />
      </h2>
      <div id={panelID} hidden={!open} className="nir-import-panel">
        <OnDemand when={open}>
          <WorkImportPanel actor={actor} onBeforeApply={onBeforeApply} />
        </OnDemand>
      </div>
      <p aria-live="polite" className="nir-import-note">
        {imports > 0 && !importing ? t.bib.applied(matched, others) : ''}
      </p>
    </section>
  )
}
