// Saving the wizard's draft to the server: only changed, valid fields (and, for a draft, the step
// to reopen at), one save at a time in order, the answer merged into the latest state. A draft's
// last changes are also saved when the landlord leaves the wizard for another page.

import { useCallback, useEffect, useRef } from "react";
import { createListing, handOverCreated, updateListing } from "../listings.queries.ts";
import {
  type DraftBody,
  dirtyFields,
  type FieldErrors,
  FORM_FIELDS,
  type FormField,
  formFromProperty,
} from "./listing-form.ts";
import { savePayload } from "./listing-form-save.ts";
import { clearLocalDraft, NEW_LISTING_ID } from "./local-draft.ts";
import type { WizardDraftHandle } from "./use-wizard-draft.ts";

type SaveResult = { ok: true; invalid: FieldErrors } | { ok: false; error: unknown; invalid: FieldErrors };

/** Returns `persist(draftStep)`: draftStep null saves without moving the draft's step. */
export function useDraftSave({ dispatch, latest, store }: WizardDraftHandle) {
  const saveChain = useRef<Promise<unknown>>(Promise.resolve());

  const persist = useCallback(
    (draftStep: number | null): Promise<SaveResult> => {
      const run = async (): Promise<SaveResult> => {
        const { form: sent, saved, property: prop } = latest();
        const { payload, fields, invalid } = savePayload(sent, saved);
        const body: DraftBody = { ...payload };
        const isDraft = !prop || prop.status === "draft";
        if (isDraft && draftStep !== null && prop?.draft_step !== draftStep) body.draft_step = draftStep;
        if (Object.keys(body).length === 0) return { ok: true, invalid };
        dispatch({ type: "save_started" });
        try {
          const updated = prop ? await updateListing(prop.id, body) : await createListing(body);
          // On create the server filled in every field, so the whole form is now in step with it.
          const applied: readonly FormField[] = prop ? fields : FORM_FIELDS;
          dispatch({
            type: "save_succeeded",
            sent,
            property: updated,
            server: formFromProperty(updated),
            fields: applied,
          });
          if (!prop) {
            clearLocalDraft(store, NEW_LISTING_ID);
            handOverCreated(updated);
          }
          return { ok: true, invalid };
        } catch (error) {
          dispatch({ type: "save_failed" });
          return { ok: false, error, invalid };
        }
      };
      const result = saveChain.current.then(run, run);
      saveChain.current = result.catch(() => undefined);
      return result;
    },
    [dispatch, latest, store],
  );

  // Leaving the wizard for another page saves a draft's last changes too.
  useEffect(
    () => () => {
      const { property, form, saved } = latest();
      if (property && property.status === "draft" && dirtyFields(form, saved).length > 0) {
        void persist(null);
      }
    },
    [persist, latest],
  );

  return persist;
}
