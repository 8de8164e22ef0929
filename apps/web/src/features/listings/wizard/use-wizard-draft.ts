// Runs the wizard's reducer (wizard-draft.ts) and keeps its typing on this device.
//
// `latest()` answers the state as of the last dispatch, not of the last render: a save or a
// photo request that answers later reads and merges into what is there then. One ref holding the
// whole state replaces a ref per field kept in step by hand.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { dirtyFields } from "./listing-form.ts";
import {
  browserStore,
  clearLocalDraft,
  LOCAL_DRAFT_DEBOUNCE_MS,
  NEW_LISTING_ID,
  readLocalDraft,
  writeLocalDraft,
} from "./local-draft.ts";
import {
  draftBase,
  initialDraft,
  type WizardAction,
  type WizardDraft,
  wizardReducer,
} from "./wizard-draft.ts";
import { type WizardStart, wizardStart } from "./wizard-init.ts";

type KeyValueStore = ReturnType<typeof browserStore>;

export interface WizardDraftHandle {
  state: WizardDraft;
  dispatch(action: WizardAction): void;
  /** The state after every dispatch so far (for async work). */
  latest(): WizardDraft;
  /** Where the wizard started (its `live` never changes). */
  start: WizardStart;
  /** This device's storage for unsaved typing (null when blocked). */
  store: KeyValueStore;
}

export function useWizardDraft(
  initialProperty: PropertyDetail | null,
  openAt: string | null,
): WizardDraftHandle {
  const store = useMemo(() => browserStore(), []);
  const [start] = useState(() =>
    wizardStart(initialProperty, readLocalDraft(store, initialProperty?.id ?? NEW_LISTING_ID), openAt),
  );
  const [state, setState] = useState(() => initialDraft(initialProperty, start));
  const current = useRef(state);
  const dispatch = useCallback((action: WizardAction) => {
    current.current = wizardReducer(current.current, action);
    setState(current.current);
  }, []);
  const latest = useCallback(() => current.current, []);

  useLocalCopy(store, latest, state);
  return { state, dispatch, latest, start, store };
}

/** Writes the typing to this device a moment after each change, and at once when the tab closes. */
function useLocalCopy(store: KeyValueStore, latest: () => WizardDraft, state: WizardDraft) {
  const writeLocal = useCallback(() => {
    const draft = latest();
    const id = draft.property?.id ?? NEW_LISTING_ID;
    // Before the draft exists, only what differs from a fresh form is worth keeping.
    const base = draftBase(draft);
    if (dirtyFields(draft.form, base).length === 0) clearLocalDraft(store, id);
    else writeLocalDraft(store, id, { savedAt: Date.now(), base, form: draft.form });
  }, [store, latest]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: form and saved are what trigger a write.
  useEffect(() => {
    const timer = window.setTimeout(writeLocal, LOCAL_DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [state.form, state.saved, writeLocal]);

  useEffect(() => {
    // A closing tab gets no more timers: write at once.
    const flush = () => writeLocal();
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [writeLocal]);
}
