// How the wizard shows a save or publish the server refused: under the field it names (the
// caller then opens that field's step), or as a toast that says what to do next.

import { isApiError } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { fieldPath } from "./listing-form.ts";
import type { WizardAction } from "./wizard-draft.ts";
import { type StepId, stepForField } from "./wizard-steps.ts";

/** Shows the refusal; answers the step holding the refused field, or null when it was a toast. */
export function showServerError(
  error: unknown,
  fallbackTitle: string,
  dispatch: (action: WizardAction) => void,
): StepId | null {
  if (isApiError(error) && error.field) {
    const path = fieldPath(error.field);
    const key = path === "photos" || path === "photo" ? "photo_count" : path;
    dispatch({ type: "add_errors", errors: { [key]: error.message } });
    const stepId = stepForField(path);
    if (stepId) return stepId;
  }
  if (isApiError(error, "students_cannot_list")) {
    notify("error", { title: "Students can't list properties", description: error.message });
  } else if (isApiError(error) && error.status === 401) {
    notify("error", {
      title: "Your session has ended",
      description: "Sign in again to carry on. What you typed is kept on this device.",
    });
  } else if (isApiError(error) && error.status === 404) {
    notify("error", { title: "This listing no longer exists" });
  } else if (isApiError(error) && error.status < 500 && error.status !== 0) {
    notify("error", { title: fallbackTitle, description: error.message });
  } else {
    notify("error", {
      title: fallbackTitle,
      description: "Check your connection and try again. What you typed is kept on this device.",
    });
  }
  return null;
}
