import { useMemo, useState } from 'react'
import { useSelector } from '@xstate/react'
import { TabView, TabPanel } from 'primereact/tabview'
import { Dropdown } from 'primereact/dropdown'
import { selectRows } from '@/machines/reference/reference-crud.selectors'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import { ReferenceTable, useLookup, useReferenceActor } from './reference-table'
import { attrColumns, ballColumns, CATEGORIES, LIST_NUMBERS, listColumns, podTipColumns, pubTypeColumns } from './columns'
import './reference.css'

const ALL_LISTS = [{ id: 0, name: t.allLists }, ...LIST_NUMBERS]

/** /Admin/TypeEdit: publication types, and for a chosen type its sub-types, attributes, lists and scores. */
function TypeEdit() {
  const types = useReferenceActor('pubTypes')
  const typeRows = useSelector(types, selectRows)
  const [typeID, setTypeID] = useState<number | null>(null)
  const chosen = typeID ?? (typeRows[0]?.id as number | undefined) ?? null
  const [listNumber, setListNumber] = useState(0)
  const [podTipID, setPodTipID] = useState(0)
  const typeParams = useMemo(() => ({ typeID: chosen ?? 0 }), [chosen])
  const podTips = useReferenceActor('podTips', typeParams)
  const attrs = useReferenceActor('attrs', typeParams)
  const lists = useReferenceActor('lists', { ...typeParams, listNumber })
  const balls = useReferenceActor('balls', { ...typeParams, podTipID })
  const podTipRows = useSelector(podTips, selectRows)
  const levelsIndexing = useLookup('levelsIndexing')
  const typeName = String(typeRows.find((r) => r.id === chosen)?.name ?? '')

  const typePicker = (
    <div className="ref-param">
      <label htmlFor="ref-type">{t.chooseType}</label>
      <Dropdown
        inputId="ref-type"
        value={chosen}
        options={typeRows as { id: number; name: string }[]}
        optionValue="id"
        optionLabel="name"
        onChange={(e) => {
          setTypeID(e.value as number)
          setPodTipID(0)
        }}
      />
    </div>
  )

  return (
    <div className="page ref-page">
      <BackToAdmin />
      <h1>{t.typeEdit}</h1>
      <TabView className="ref-tabs">
        <TabPanel header={t.types}>
          <ReferenceTable actor={types} title={t.types} columns={pubTypeColumns} lists={{ categories: CATEGORIES }} canCreate canEdit exportFileName="types" sortBy="name" />
        </TabPanel>
        <TabPanel header={t.podTips}>
          <div className="ref-params">{typePicker}</div>
          <ReferenceTable actor={podTips} title={`${t.podTips}: ${typeName}`} columns={podTipColumns} canCreate canEdit canDelete createDisabled={chosen === null} exportFileName="subtypes" />
        </TabPanel>
        <TabPanel header={t.attrs}>
          <div className="ref-params">{typePicker}</div>
          <ReferenceTable actor={attrs} title={`${t.attrs}: ${typeName}`} columns={attrColumns} canCreate canEdit canDelete createDisabled={chosen === null} exportFileName="attributes" sortBy="npp" />
        </TabPanel>
        <TabPanel header={t.lists}>
          <div className="ref-params">
            {typePicker}
            <div className="ref-param">
              <label htmlFor="ref-list">{t.chooseList}</label>
              <Dropdown inputId="ref-list" value={listNumber} options={ALL_LISTS} optionValue="id" optionLabel="name" onChange={(e) => setListNumber(e.value as number)} />
            </div>
          </div>
          <ReferenceTable actor={lists} title={`${t.lists}: ${typeName}`} columns={listColumns} lists={{ listNumbers: LIST_NUMBERS }} canCreate canEdit canDelete createDisabled={chosen === null} exportFileName="lists" groupBy="listNumber" />
        </TabPanel>
        <TabPanel header={t.balls}>
          <div className="ref-params">
            {typePicker}
            <div className="ref-param">
              <label htmlFor="ref-podtip">{t.chooseSubtype}</label>
              <Dropdown
                inputId="ref-podtip"
                value={podTipID}
                options={[{ id: 0, name: t.allSubtypes }, ...(podTipRows as { id: number; name: string }[])]}
                optionValue="id"
                optionLabel="name"
                onChange={(e) => setPodTipID(e.value as number)}
              />
            </div>
          </div>
          <ReferenceTable
            actor={balls}
            title={`${t.balls}: ${typeName}`}
            columns={ballColumns}
            lists={{ podTips: podTipRows, levelsIndexing }}
            canCreate
            canEdit
            canDelete
            createDisabled={chosen === null || podTipRows.length === 0}
            exportFileName="scores"
          />
        </TabPanel>
      </TabView>
    </div>
  )
}

export default function TypeEditScreen() {
  return <TypeEdit />
}
