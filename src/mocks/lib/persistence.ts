/**
 * Demo data that survives a reload: the seed is deterministic, so only what users changed is kept,
 * as an append-only journal of writes in IndexedDB, replayed over the seed at boot. Uploaded file
 * bytes are kept in IndexedDB too. Under test (no IndexedDB) everything stays in memory.
 */
export type JournalEntry =
  | { op: 'create'; model: string; data: Record<string, unknown> }
  | { op: 'update'; model: string; pk: string; key: string | number; data: Record<string, unknown> }
  | { op: 'delete'; model: string; pk: string; key: string | number }

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

export function appendJournal(entry: JournalEntry): void {
  if (!enabled) return
  queue = queue.then(() => tx(JOURNAL, 'readwrite', (s) => s.add(entry))).catch((e) => console.warn('demo journal', e))
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
  return ((await tx(BLOBS, 'readonly', (s) => s.get(key) as IDBRequest<Blob | undefined>)) ?? null)
}

/** 'Сбросить демо-данные': forget every change, back to the seed. */
export async function clearPersistence(): Promise<void> {
  memoryBlobs.clear()
  if (!enabled) return
  await queue
  await tx(JOURNAL, 'readwrite', (s) => s.clear())
  await tx(BLOBS, 'readwrite', (s) => s.clear())
}

/** Waits for pending journal writes (used before a reload). */
export function flushJournal(): Promise<unknown> {
  return queue
}
