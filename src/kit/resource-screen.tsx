import type { ReactNode } from 'react'
import type { Params, ResourceDeclaration } from '@/lib/resource/define-resource'
import type { Lists } from '@/ui/data-table'
import { ResourceTable, type ResourceTableProps } from './resource-table'
import { useResource } from './use-resource'
import './resource.css'

export interface ResourceScreenProps extends Omit<ResourceTableProps, 'actor' | 'title'> {
  resource: ResourceDeclaration
  /** The page's heading and the table's accessible name. */
  title: string
  params?: Params
  lists?: Lists
  /** Between the heading and the table (an introduction, a back link, parameter pickers). */
  children?: ReactNode
}

/**
 * A whole page for one resource: its heading and its table. The route table mounts it with a
 * declaration (`resourceRoute` in ./resource-route.ts); area screens that need more embed
 * `ResourceTable` with `useResource` instead.
 */
export function ResourceScreen({ resource, title, params, children, ...table }: ResourceScreenProps) {
  const actor = useResource(resource, params)
  return (
    <div className="page rk-page">
      <h1>{title}</h1>
      {children}
      <ResourceTable actor={actor} title={title} {...table} />
    </div>
  )
}
