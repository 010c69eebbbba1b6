import { fromPromise } from 'xstate'
import * as api from '@/api/reference'
import type { RequestOptions } from '@/api/http'
import type { Row } from '@/ui/data-table/types'
import { uploadFiles } from '@/ui/data-table/form-schema'
import { referenceCrudMachine, type Params, type SaveInput } from './reference-crud.machine'
import { REFERENCE_BRANCH_ID } from './reference.constants'

/**
 * A reference table's calls (spec 2 §7): how to load it for the screen's parameters, save a dialog's
 * values (create or update, files uploaded first), delete a row and load a row's detail.
 * Saves and deletes are `silent`: the screen shows the refusal itself, in the dialog or a notice.
 */
export interface ReferenceResource {
  key: string
  load: (params: Params, o: RequestOptions) => Promise<Row[]>
  create?: (body: Record<string, unknown>, o: RequestOptions) => Promise<Row>
  update?: (rowID: number, body: Record<string, unknown>, o: RequestOptions) => Promise<Row>
  remove?: (rowID: number, o: RequestOptions) => Promise<unknown>
  /** Fields the parameters add to a new row (e.g. the chosen publication type). */
  fromParams?: (params: Params) => Record<string, unknown>
  upload?: (file: File, field: string) => Promise<string>
  loadDetail?: (row: Row, o: RequestOptions) => Promise<unknown>
}

const n = (x: unknown) => Number(x)
const rows = <T extends object>(p: Promise<T[]>) => p as unknown as Promise<Row[]>
const row = <T extends object>(p: Promise<T>) => p as unknown as Promise<Row>

/** The body of a save: the edited row's fields, the dialog's values, and the parameters' fields. */
export async function saveRow(resource: ReferenceResource, input: SaveInput, o: RequestOptions): Promise<Row> {
  const values = resource.upload ? await uploadFiles(input.values, resource.upload) : input.values
  const body = { ...(input.row ?? {}), ...(resource.fromParams?.(input.params) ?? {}), ...values }
  if (input.mode === 'create') {
    if (!resource.create) throw new Error('create not supported')
    return resource.create(body, o)
  }
  if (!resource.update) throw new Error('update not supported')
  return resource.update(n(input.row![resource.key]), body, o)
}

export function machineFor(resource: ReferenceResource) {
  return referenceCrudMachine.provide({
    actors: {
      load: fromPromise<Row[], Params>(({ input, signal }) => resource.load(input, { signal })),
      save: fromPromise<Row, SaveInput>(({ input, signal }) => saveRow(resource, input, { signal, silent: true })),
      remove: fromPromise<unknown, { row: Row; params: Params }>(({ input, signal }) => {
        if (!resource.remove) return Promise.reject(new Error('delete not supported'))
        return resource.remove(n(input.row[resource.key]), { signal, silent: true })
      }),
      loadDetail: fromPromise<unknown, { row: Row; params: Params }>(({ input, signal }) => (resource.loadDetail ? resource.loadDetail(input.row, { signal }) : Promise.resolve(null))),
    },
  })
}

/** The resources of the reference screens. */
export const resources = {
  pubTypes: {
    key: 'id',
    load: (_p, o) => rows(api.pubTypes.list(REFERENCE_BRANCH_ID, o)),
    create: (b, o) => row(api.pubTypes.create(b, o)),
    update: (id, b, o) => row(api.pubTypes.update(id, b, o)),
    fromParams: () => ({ branchID: REFERENCE_BRANCH_ID }),
  },
  podTips: {
    key: 'id',
    load: (p, o) => rows(api.podTips.list(n(p.typeID), REFERENCE_BRANCH_ID, o)),
    create: (b, o) => row(api.podTips.create(b, o)),
    update: (id, b, o) => row(api.podTips.update(id, b, o)),
    remove: (id, o) => api.podTips.remove(id, o),
    fromParams: (p) => ({ typeID: n(p.typeID), branchID: REFERENCE_BRANCH_ID }),
  },
  attrs: {
    key: 'id',
    load: (p, o) => rows(api.attrs.list(n(p.typeID), o)),
    create: (b, o) => row(api.attrs.create(b, o)),
    update: (id, b, o) => row(api.attrs.update(id, b, o)),
    remove: (id, o) => api.attrs.remove(id, o),
    fromParams: (p) => ({ typeID: n(p.typeID) }),
  },
  lists: {
    key: 'id',
    load: (p, o) => rows(api.lists.list(n(p.typeID), p.listNumber ? n(p.listNumber) : null, o)),
    create: (b, o) => row(api.lists.create(b, o)),
    update: (id, b, o) => row(api.lists.update(id, b, o)),
    remove: (id, o) => api.lists.remove(id, o),
    fromParams: (p) => ({ typeID: n(p.typeID), ...(p.listNumber ? { listNumber: n(p.listNumber) } : {}) }),
  },
  balls: {
    key: 'id',
    load: (p, o) => rows(api.balls.list(n(p.typeID), n(p.podTipID ?? 0), o)),
    create: (b, o) => row(api.balls.create(b, o)),
    update: (id, b, o) => row(api.balls.update(id, b, o)),
    remove: (id, o) => api.balls.remove(id, o),
    fromParams: (p) => ({ typeID: n(p.typeID), ...(p.podTipID ? { podTipID: n(p.podTipID) } : {}) }),
  },
  scienceFields: {
    key: 'id',
    load: (_p, o) => rows(api.scienceFields.list(REFERENCE_BRANCH_ID, o)),
    create: (b, o) => row(api.scienceFields.create(b, o)),
    update: (id, b, o) => row(api.scienceFields.update(id, b, o)),
    remove: (id, o) => api.scienceFields.remove(id, o),
    fromParams: () => ({ branchID: REFERENCE_BRANCH_ID }),
  },
  statuses: {
    key: 'id',
    load: (p, o) => rows(api.statuses.list(p.typeID ? n(p.typeID) : null, o)),
  },
  experts: {
    key: 'id',
    load: (p, o) => rows(api.experts.list(p.docType ? n(p.docType) : null, o)),
    create: (b, o) => row(api.experts.create(b, o)),
    update: (id, b, o) => row(api.experts.update(id, b, o)),
    remove: (id, o) => api.experts.remove(id, o),
  },
  typeDocuments: {
    key: 'id',
    load: (_p, o) => rows(api.typeDocuments.list(o)),
    create: (b, o) => row(api.typeDocuments.create(b, o)),
    update: (id, b, o) => row(api.typeDocuments.update(id, b, o)),
    remove: (id, o) => api.typeDocuments.remove(id, o),
    upload: (file) => api.uploadTypeDocumentSample(file, { silent: true }),
  },
  users: {
    key: 'userID',
    load: (p, o) => rows(api.getUserList(Boolean(p.loadAll), p.roleID ? n(p.roleID) : null, o)),
    loadDetail: (r, o) => api.getUserRoles(n(r.userID), o),
  },
  faculties: { key: 'id', load: (_p, o) => rows(api.getFaculties(o)) },
  formsStudy: { key: 'id', load: (_p, o) => rows(api.getFormsStudy(o)) },
  levels: { key: 'id', load: (_p, o) => rows(api.getLevels(o)) },
  levelsIndexing: { key: 'systemID', load: (_p, o) => rows(api.levelsIndexing.list(o)) },
} satisfies Record<string, ReferenceResource>

export type ResourceName = keyof typeof resources
