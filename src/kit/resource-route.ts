import { createElement } from 'react'
import { lazy } from '@/lib/lazy'
import type { ResourceDeclaration } from '@/lib/resource/define-resource'

/**
 * A lazily loaded screen for a route record: the kit's page and the area's declaration load together
 * in the route's chunk, so the route table stays small.
 *   screen: resourceRoute(() => import('@/api/dorm-resources').then((m) => m.roomResource), 'Комнаты')
 */
export function resourceRoute(load: () => Promise<ResourceDeclaration>, title: string) {
  return lazy(async () => {
    const [{ ResourceScreen }, resource] = await Promise.all([import('./resource-screen'), load()])
    return { default: () => createElement(ResourceScreen, { resource, title }) }
  })
}
