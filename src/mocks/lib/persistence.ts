/**
 * Demo data that survives a reload: the seed is deterministic, so only what users changed is kept,
 * as an append-only journal of writes in IndexedDB, replayed over the seed at boot. Uploaded file
 * bytes are kept in IndexedDB too. Under test (no IndexedDB) everything stays in memory.
 */
export type JournalEntry = (
  | { op: 'create'; model: string; data: Record<string, unknown> }
  | { op: 'update'; model: string; pk: string; key: string | number; data: Record<string, unknown> }
  | { op: 'delete'; model: string; pk: string; key: string | number }
) &
  JournalMeta

/**
 * Who wrote and when (issue 18, /Admin/Audit): the acting user (from the request's token; null when
 * nobody was signed in or the write came from a timer), the time (ISO) and the request. Optional:
 * journals kept in users' browsers before these fields existed replay as they are; the audit shows «—».
 */
export interface JournalMeta {
  userID?: number | null
  at?: string
  method?: string
  path?: string
}

const DB_NAME = 'kabinet-demo'
const JOURNAL = 'journal'
const BLOBS = 'blobs'

let enabled = false
let dbPromise: Promise<IDBDatabase> | null = null
let queue: Promise<unknown> = Promise.resolve()
const memoryBlobs = new Map<string, Blob>()

function open(): Promise<IDBDatabase> {
  dbPromise ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(JOURNAL, { autoIncrement: true })
      request.result.createObjectStore(BLOBS)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  return dbPromise
}

function tx<T>(store: string, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (idb) =>
      new Promise<T>((resolve, reject) => {
        const transaction = idb.transaction(store, mode)
        const request = run(transaction.objectStore(store))
        transaction.oncomplete = () => resolve(request.result)
        transaction.onerror = () => reject(transaction.error)
      }),
  )
}

export function enablePersistence(): void {
  enabled = typeof indexedDB !== 'undefined'
}

/** Journal records written since the last commit; one handler's writes commit together. */
let pending: JournalEntry[] = []
let commitScheduled = false

/**
 * Records a write. It is committed with the other writes of the same handler in ONE IndexedDB
 * transaction by `commitJournal()`, which every mock handler awaits before it answers (issue 13
 * item 3: a write acknowledged with 200 is kept even if the page reloads at once). Writes made outside
 * a request (timers) are committed on the next task.
 */
export function appendJournal(entry: JournalEntry): void {
  if (!enabled) return
  pending.push(entry)
  if (!commitScheduled) {
    commitScheduled = true
    setTimeout(() => void commitJournal(), 0)
  }
}

/** Commits every pending record in one transaction; resolves once it (and all before it) committed. */
export function commitJournal(): Promise<void> {
  commitScheduled = false
  if (!enabled || pending.length === 0) return queue.then(() => undefined)
  const batch = pending
  pending = []
  const committed = queue.then(() =>
    open().then(
      (idb) =>
        new Promise<void>((resolve, reject) => {
          const transaction = idb.transaction(JOURNAL, 'readwrite')
          const store = transaction.objectStore(JOURNAL)
          for (const entry of batch) store.add(entry)
          transaction.oncomplete = () => resolve()
          transaction.onerror = () => reject(transaction.error)
          transaction.onabort = () => reject(transaction.error)
        }),
    ),
  )
  queue = committed.catch((e) => console.warn('demo journal', e))
  return committed
}

export async function readJournal(): Promise<JournalEntry[]> {
  if (!enabled) return []
  return tx(JOURNAL, 'readonly', (s) => s.getAll() as IDBRequest<JournalEntry[]>)
}

export async function putBlob(key: string, blob: Blob): Promise<void> {
  if (!enabled) {
    memoryBlobs.set(key, blob)
    return
  }
  await tx(BLOBS, 'readwrite', (s) => s.put(blob, key))
}

export async function getBlob(key: string): Promise<Blob | null> {
  if (!enabled) return memoryBlobs.get(key) ?? null
  return (await tx(BLOBS, 'readonly', (s) => s.get(key) as IDBRequest<Blob | undefined>)) ?? null
}

/** 'Сбросить демо-данные': forget every change, back to the seed. */
export async function clearPersistence(): Promise<void> {
  memoryBlobs.clear()
  if (!enabled) return
  pending = []
  await queue
  await tx(JOURNAL, 'readwrite', (s) => s.clear())
  await tx(BLOBS, 'readwrite', (s) => s.clear())
}

/** Commits and waits for pending journal writes (used before a reload). */
export function flushJournal(): Promise<unknown> {
  return commitJournal().catch(() => undefined)
}
