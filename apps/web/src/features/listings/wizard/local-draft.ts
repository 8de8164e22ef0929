// A copy of the wizard's unsaved typing in localStorage, one entry per draft.
//
// Why, when every step already saves to the server: those saves happen when the landlord moves
// between steps. Everything typed on the current step lives only in memory until then, so a
// closed tab, a crash, a phone killing the browser in the background or a failed save would lose
// it. The local copy is written a moment after each keystroke and dropped once the server has
// the same values.
//
// Each entry remembers the server values it was based on ("base"). On load a field is restored
// only if it was changed locally and the server has not changed it since; when both changed, the
// newer one wins (the server's updated_at when it sends one, otherwise the server). A local copy
// can therefore never quietly undo a later edit made on another device.

import { FORM_FIELDS, type FormField, fieldEquals, type ListingForm, newRoomKey } from "./listing-form.ts";

export interface LocalDraft {
  v: 1;
  /** When it was written (ms since epoch). */
  savedAt: number;
  /** The server's copy the typing started from. */
  base: ListingForm;
  form: ListingForm;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Entries older than this are forgotten rather than restored into a listing months later. */
export const LOCAL_DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Typing is written this long after the last keystroke. */
export const LOCAL_DRAFT_DEBOUNCE_MS = 400;
/** A listing not created yet (the address step of /list-property) is kept under this id. */
export const NEW_LISTING_ID = "new";

export const localDraftKey = (id: string) => `roost:listing-draft:${id}`;

/** localStorage, or null where it is missing or blocked (private modes, disabled storage). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeLocalDraft(store: KeyValueStore | null, id: string, draft: Omit<LocalDraft, "v">): void {
  try {
    store?.setItem(localDraftKey(id), JSON.stringify({ v: 1, ...draft }));
  } catch {
    // Storage full or blocked: the server saves still protect everything up to the last step.
  }
}

export function clearLocalDraft(store: KeyValueStore | null, id: string): void {
  try {
    store?.removeItem(localDraftKey(id));
  } catch {
    // Nothing to do: an entry that cannot be removed is ignored once the server catches up.
  }
}

function isFormLike(value: unknown): value is ListingForm {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.address_line_1 === "string" &&
    typeof v.description === "string" &&
    typeof v.advert_type === "string" &&
    Array.isArray(v.rooms)
  );
}

/** Reads an entry, ignoring anything malformed, from another version, or too old. */
export function readLocalDraft(store: KeyValueStore | null, id: string, now = Date.now()): LocalDraft | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(localDraftKey(id)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (parsed.v !== 1 || typeof parsed.savedAt !== "number") return null;
    if (!isFormLike(parsed.base) || !isFormLike(parsed.form)) return null;
    if (now - parsed.savedAt > LOCAL_DRAFT_MAX_AGE_MS) return null;
    return parsed as LocalDraft;
  } catch {
    return null;
  }
}

/**
 * Merges a local copy into the server's copy (see the rules at the top). Answers the form to
 * show and the fields taken from the local copy (empty when nothing was restored).
 */
export function restoreLocalDraft(
  server: ListingForm,
  local: LocalDraft | null,
  serverUpdatedAt: number | null = null,
): { form: ListingForm; restored: FormField[] } {
  if (!local) return { form: server, restored: [] };
  const form: ListingForm = { ...server };
  const restored: FormField[] = [];
  const localIsNewer = serverUpdatedAt === null ? false : local.savedAt > serverUpdatedAt;
  // Fields an entry from an older version lacks count as unchanged.
  const localValue: ListingForm = { ...server, ...local.form };
  const localBase: ListingForm = { ...server, ...local.base };
  for (const field of FORM_FIELDS) {
    const changedHere = !fieldEquals(localValue, localBase, field);
    if (!changedHere || fieldEquals(localValue, server, field)) continue;
    const changedOnServer = !fieldEquals(server, localBase, field);
    if (changedOnServer && !localIsNewer) continue;
    (form as unknown as Record<string, unknown>)[field] =
      field === "rooms"
        ? localValue.rooms.map((r) => ({ ...r, key: r.key || newRoomKey() }))
        : localValue[field];
    restored.push(field);
  }
  return { form, restored };
}
