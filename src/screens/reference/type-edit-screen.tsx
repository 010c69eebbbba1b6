import { useMemo, useState } from 'react'
import { useSelector } from '@xstate/react'
import { TabView, TabPanel } from 'primereact/tabview'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import {
  attrResource,
  ballResource,
  levelIndexingResource,
  listResource,
  podTipResource,
  pubTypeResource,
} from '@/api/reference-resources'
import { selectRows } from '@/machines/resource/resource.selectors'
import { ResourceTable } from '@/kit/resource-table'
import { useResource, useResourceRows } from '@/kit/use-resource'
import { referenceTexts as t } from '@/texts/ru/reference'
import { BackToAdmin } from './back-link'
import { CATEGORIES, LIST_NUMBERS } from './columns'
import './reference.css'

const ALL_LISTS = [{ id: 0, name: t.allLists }, ...LIST_NUMBERS]

/** /Admin/TypeEdit: publication types, and for a chosen type its sub-types, attributes, lists and scores. */
function TypeEdit() {
  const types = useResource(pubTypeResource)
  const typeRows = useSelector(types, selectRows)
  const [typeID, setTypeID] = useState<number | null>(null)
  const chosen = typeID ?? (typeRows[0]?.id as number | undefined) ?? null
  const [listNumber, setListNumber] = useState(0)
  const [podTipID, setPodTipID] = useState(0)
  const typeParams = useMemo(() => ({ typeID: chosen ?? 0 }), [chosen])
  const podTips = useResource(podTipResource, typeParams)
  const attrs = useResource(attrResource, typeParams)
  const lists = useResource(listResource, { ...typeParams, listNumber })
  const balls = useResource(ballResource, { ...typeParams, podTipID })
  const podTipRows = useSelector(podTips, selectRows)
  const levelsIndexing = useResourceRows(levelIndexingResource)
  const typeName = String(typeRows.find((r) => r.id === chosen)?.name ?? '')

  const typePicker = (
    <div className="ref-param">
      <label htmlFor="ref-type">{t.chooseType}</label>
      <LabelledDropdown
        label={t.chooseType}
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
          <ResourceTable
            actor={types}
            title={t.types}
            lists={{ categories: CATEGORIES }}
            exportFileName="types"
            sortBy="name"
          />
        </TabPanel>
        <TabPanel header={t.podTips}>
          <div className="ref-params">{typePicker}</div>
          <ResourceTable
            actor={podTips}
            title={`${t.podTips}: ${typeName}`}
            createDisabled={chosen === null}
            exportFileName="subtypes"
          />
        </TabPanel>
        <TabPanel header={t.attrs}>
          <div className="ref-params">{typePicker}</div>
          <ResourceTable
            actor={attrs}
            title={`${t.attrs}: ${typeName}`}
            createDisabled={chosen === null}
            exportFileName="attributes"
            sortBy="npp"
          />
        </TabPanel>
        <TabPanel header={t.lists}>
          <div className="ref-params">
            {typePicker}
            <div className="ref-param">
              <label htmlFor="ref-list">{t.chooseList}</label>
              <LabelledDropdown
                label={t.chooseList}
                inputId="ref-list"
                value={listNumber}
                options={ALL_LISTS}
                optionValue="id"
                optionLabel="name"
                onChange={(e) => setListNumber(e.value as number)}
              />
            </div>
          </div>
          <ResourceTable
            actor={lists}
            title={`${t.lists}: ${typeName}`}
            lists={{ listNumbers: LIST_NUMBERS }}
            createDisabled={chosen === null}
            exportFileName="lists"
            groupBy="listNumber"
          />
        </TabPanel>
        <TabPanel header={t.balls}>
          <div className="ref-params">
            {typePicker}
            <div className="ref-param">
              <label htmlFor="ref-podtip">{t.chooseSubtype}</label>
              <LabelledDropdown
                label={t.chooseSubtype}
                inputId="ref-podtip"
                value={podTipID}
                options={[{ id: 0, name: t.allSubtypes }, ...(podTipRows as { id: number; name: string }[])]}
                optionValue="id"
                optionLabel="name"
                onChange={(e) => setPodTipID(e.value as number)}
              />
            </div>
          </div>
          <ResourceTable
            actor={balls}
            title={`${t.balls}: ${typeName}`}
            lists={{ podTips: podTipRows, levelsIndexing }}
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
