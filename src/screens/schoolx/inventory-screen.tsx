import { useMemo } from 'react'
import { moduleResource } from '@/api/schoolx-modules'
import { INVENTORY_STATE_OPTIONS, inventoryResource } from '@/api/schoolx-plans'
import { ResourceScreen } from '@/kit/resource-screen'
import { useResourceRows } from '@/kit/use-resource'
import { schoolxPlansTexts } from '@/texts/ru/schoolx-plans'
import './schoolx.css'

const t = schoolxPlansTexts.inventory

/**
 * `/donstux/Admin/Inventory`: the programme's equipment and materials by room, with quantity and state.
 * «Выдано модулю» issues an item to a module; «На складе» returns it (a written-off item is not issued).
 */
export default function InventoryScreen() {
  const rows = useResourceRows(moduleResource, { mode: 'all' })
  const lists = useMemo(
    () => ({ modules: [{ moduleID: 0, name: t.inStock }, ...rows], states: INVENTORY_STATE_OPTIONS }),
    [rows],
  )
  return (
    <ResourceScreen resource={inventoryResource} title={t.title} lists={lists} exportFileName="schoolx-inventory">
      <p className="schoolx-note">{t.intro}</p>
    </ResourceScreen>
  )
}
