import { useEffect, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { Params, ResourceDeclaration } from '@/lib/resource/define-resource'
import type { Row } from '@/lib/resource/table-types'
import { resourceMachine } from '@/machines/resource/resource.machine'
import { selectRows } from '@/machines/resource/resource.selectors'

export type ResourceActor = ReturnType<typeof useResource>

/**
 * A running resource machine for a declaration, mounted with the component that calls it.
 * Changed `params` (compared by value) send `params.change`: the list reloads for them.
 */
export function useResource(resource: ResourceDeclaration, params: Params = {}) {
  const ref = useActorRef(resourceMachine, { input: { resource, params } })
  const paramsKey = JSON.stringify(params)
  const sent = useRef(paramsKey)
  useEffect(() => {
    if (paramsKey === sent.current) return
    sent.current = paramsKey
    ref.send({ type: 'params.change', params: JSON.parse(paramsKey) as Params })
  }, [paramsKey, ref])
  return ref
}

/** The rows of a lookup resource (for selects and a table's `lists`). */
export function useResourceRows(resource: ResourceDeclaration, params?: Params): Row[] {
  return useSelector(useResource(resource, params), selectRows)
}
