// Where what a signed-in person did offline waits for the connection (decision 066): the chat's
// unsent messages and favourite toggles. Kept in IndexedDB, so a reload or a closed tab loses
// nothing. Every key starts with the user's id: a queue belongs to one person, another person
// signing in on the device never sees it, and sign-out clears it.

import { createStore, del, get, keys, set } from "idb-keyval";

/** The little the queues need of a key-value store; an in-memory one stands in where IndexedDB is not. */
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export function memoryStore(): OfflineStore {
  const entries = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => entries.get(key) as T | undefined,
    set: async (key, value) => void entries.set(key, structuredClone(value)),
    delete: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
  };
}

/**
 * IndexedDB through idb-keyval. A database the browser refuses to open (some private windows)
 * behaves as an empty store that forgets: the queue then lasts as long as the page, as before.
 */
function indexedDbStore(): OfflineStore {
  const db = createStore("roost-offline", "queues");
  const softly = async <T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      console.warn(`Offline queue: could not ${what}`, error);
      return fallback;
    }
  };
  return {
    get: (key) => softly("read", () => get(key, db), undefined),
    set: (key, value) => softly("save", () => set(key, value, db), undefined),
    delete: (key) => softly("delete", () => del(key, db), undefined),
    keys: () => softly("list", async () => (await keys(db)).map(String), []),
  };
}

let shared: OfflineStore | undefined;

/** The device's store: IndexedDB in a browser; in memory where there is none (the server's render). */
export function offlineStore(): OfflineStore {
  shared ??= typeof indexedDB === "undefined" ? memoryStore() : indexedDbStore();
  return shared;
}

/** A key of one user's queue: "<user id>|outbox|<conversation id>|<message id>". */
export const queueKey = (userId: string, ...parts: string[]) => [userId, ...parts].join("|");

/** Every entry of `userId`'s queue named `parts` (all of theirs without parts). */
export async function queuedEntries<T>(
  store: OfflineStore,
  userId: string,
  ...parts: string[]
): Promise<{ key: string; value: T }[]> {
  const prefix = `${queueKey(userId, ...parts)}|`;
  const mine = (await store.keys()).filter((key) => key.startsWith(prefix));
  const values = await Promise.all(mine.map((key) => store.get<T>(key)));
  return mine.flatMap((key, i) => (values[i] === undefined ? [] : [{ key, value: values[i] as T }]));
}

/** Sign-out: nothing the person left queued on this device outlives their session. */
export async function clearQueuesOf(userId: string, store = offlineStore()): Promise<void> {
  const mine = await queuedEntries(store, userId);
  await Promise.all(mine.map(({ key }) => store.delete(key)));
}
