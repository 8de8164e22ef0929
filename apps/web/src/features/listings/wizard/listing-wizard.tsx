// The list-property wizard (/list-property, /list-property/edit/:id). This file holds the flow
// between steps (validate, save, move, publish) and the page layout; the state and its merges
// are the reducer in wizard-draft.ts (run by use-wizard-draft.ts, which also keeps typing on this
// device), saving is use-draft-save.ts, photos use-wizard-photos.ts, each step its own component.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { COPY_CHECK_TEXTS } from "@roost/shared/domain/copy-check.ts";
import { publishProblems } from "@roost/shared/domain/listing.ts";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { notify } from "../../../lib/toast.ts";
import { invalidateListingViews, publishListing } from "../listings.queries.ts";
import { AddressStep } from "./address-step.tsx";
import { DetailsStep } from "./details-step.tsx";
import { FactsStep } from "./facts-step.tsx";
import { dirtyFields, emptyForm, type FormField, type ListingForm } from "./listing-form.ts";
import { listingForPublish } from "./listing-form-summary.ts";
import { validateStep } from "./listing-form-validation.ts";
import { clearLocalDraft } from "./local-draft.ts";
import { PhotosStep } from "./photos-step.tsx";
import { PropertyStep } from "./property-step.tsx";
import { RentStep } from "./rent-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { useDraftSave } from "./use-draft-save.ts";
import { useWizardDraft } from "./use-wizard-draft.ts";
import { useWizardPhotos } from "./use-wizard-photos.ts";
import { WizardActions, WizardAside } from "./wizard-controls.tsx";
import type { Busy } from "./wizard-draft.ts";
import { showServerError } from "./wizard-server-error.ts";
import { RestoredNotice, SaveStatus } from "./wizard-status.tsx";
import { WizardStepper } from "./wizard-stepper.tsx";
import { REVIEW_STEP, stepForField, stepIndex, WIZARD_STEPS } from "./wizard-steps.ts";

export const LISTING_LIVE_TEXT = "Your listing is live";
export const CHANGES_SAVED_TEXT = "Your changes have been saved";

/**
 * The list-property wizard for a new listing (property null) or an existing one. A draft is
 * saved to the server whenever the landlord changes step; a live listing keeps its changes until
 * "Save changes", so tenants never see it half-edited. Either way typing is also kept on this
 * device (see local-draft.ts) until the server has it.
 */
export function ListingWizard({ property: initialProperty }: { property: PropertyDetail | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const draft = useWizardDraft(initialProperty, params.get("step"));
  const { state, dispatch, latest, store } = draft;
  const { live } = draft.start;
  const { property, form, photos, step, busy, errors } = state;
  const persist = useDraftSave(draft);
  const { uploads, reorder, removePhoto } = useWizardPhotos(draft);

  const formEl = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const current = WIZARD_STEPS[step];
  // Before the draft exists, only typing beyond the fresh form counts as a change.
  const dirty = dirtyFields(form, property ? state.saved : emptyForm()).length > 0;

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const el = formEl.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const target = el?.tagName === "FIELDSET" ? el.querySelector<HTMLElement>("input") : el;
      target?.focus();
    });

  const showStep = (index: number) => {
    stepChanged.current = true;
    dispatch({ type: "show_step", step: index });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  // ---------------------------------------------------------------------------------------------
  // Moving between steps

  const goTo = async (target: number, kind: Exclude<Busy, null | "submit">) => {
    if (busy || target === step || target < 0 || target > REVIEW_STEP) return;
    const forward = target > step;
    const stepErrors = validateStep(latest().form, current.id);
    if (forward && Object.keys(stepErrors).length > 0) {
      dispatch({ type: "add_errors", errors: stepErrors });
      focusFirstError();
      return;
    }
    // A live listing saves everything together at the end.
    if (live) {
      dispatch({ type: "add_errors", errors: stepErrors });
      showStep(target);
      return;
    }
    dispatch({ type: "busy", busy: kind });
    // The fields this save is about: their messages are replaced by what the save found.
    const before = latest();
    const sending = dirtyFields(before.form, before.saved);
    const result = await persist(target);
    dispatch({ type: "busy", busy: null });
    dispatch({ type: "replace_errors", fields: sending, invalid: result.invalid });
    if (!result.ok) {
      const fieldStep = showServerError(result.error, "Couldn't save your changes", dispatch);
      if (fieldStep) {
        if (stepIndex(fieldStep) !== step) showStep(stepIndex(fieldStep));
        else focusFirstError();
        return;
      }
      // Without a saved draft (or a successful save) going forward would strand the typing.
      if (forward || !latest().property) return;
    }
    const created = !initialProperty && latest().property;
    if (created) {
      // Reloading keeps the draft from now on: the address names it.
      navigate(`/list-property/edit/${created.id}`, { replace: true });
      return;
    }
    showStep(target);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (step < REVIEW_STEP) void goTo(step + 1, "next");
  };

  // ---------------------------------------------------------------------------------------------
  // Publishing or saving a live listing

  const problems = publishProblems(listingForPublish(form, photos.length));
  const canSubmit = problems.length === 0 && !uploads.uploading && busy === null;

  /** A refusal after the last step: shown under its field on that field's step. */
  const refused = (error: unknown, title: string) => {
    dispatch({ type: "busy", busy: null });
    const fieldStep = showServerError(error, title, dispatch);
    if (fieldStep) showStep(stepIndex(fieldStep));
  };

  const submit = async () => {
    if (!canSubmit) return;
    dispatch({ type: "busy", busy: "submit" });
    const result = await persist(REVIEW_STEP);
    const id = latest().property?.id;
    if (!result.ok || !id) return refused(result.ok ? null : result.error, "Couldn't save your changes");
    const invalid = Object.keys(result.invalid);
    if (invalid.length > 0) {
      dispatch({ type: "busy", busy: null });
      dispatch({ type: "add_errors", errors: result.invalid });
      const fieldStep = stepForField(invalid[0]);
      if (fieldStep) showStep(stepIndex(fieldStep));
      return;
    }
    // A listing held for a check (decision 059) comes back paused: its owner waits in My Listings.
    let held = false;
    if (!live) {
      try {
        const published = await publishListing(id);
        held = published.status === "pause";
        dispatch({ type: "published", property: published });
      } catch (error) {
        return refused(error, "Couldn't publish your listing");
      }
    }
    clearLocalDraft(store, id);
    invalidateListingViews(queryClient, id);
    if (held) {
      notify("success", {
        title: COPY_CHECK_TEXTS.beingChecked,
        description: COPY_CHECK_TEXTS.beingCheckedDetail,
      });
      navigate("/listings");
      return;
    }
    notify("success", live ? CHANGES_SAVED_TEXT : LISTING_LIVE_TEXT);
    navigate(`/property/${id}`);
  };

  // ---------------------------------------------------------------------------------------------
  // Form plumbing

  const setField = useCallback(
    <K extends FormField>(field: K, value: ListingForm[K]) => dispatch({ type: "edit", field, value }),
    [dispatch],
  );
  const setError = useCallback(
    (path: string, message: string | null) => dispatch({ type: "set_error", path, message }),
    [dispatch],
  );

  const stepProps = { form, errors, setField, setError };
  const title = live ? "Edit your listing" : initialProperty ? "Finish your listing" : "List your property";
  const subtitle = property?.address_line_1
    ? [property.address_line_1, property.postcode].filter(Boolean).join(", ")
    : "Six short steps. We save your draft as you go, so you can stop at any time.";

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <Link
            to="/listings"
            className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            My listings
          </Link>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          <p className={cn("mt-1 text-sm text-stone-600", property?.address_line_1 && "truncate")}>
            {subtitle}
          </p>
        </div>
        <SaveStatus state={state.saveState} dirty={dirty} live={live} exists={property !== null} />
      </div>

      <div className="mb-6 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:px-5 sm:py-4">
        <WizardStepper
          current={step}
          furthest={state.furthest}
          disabled={busy !== null}
          onSelect={(i) => void goTo(i, "jump")}
        />
      </div>

      {state.restored.length > 0 && (
        <RestoredNotice
          onDiscard={() => dispatch({ type: "discard_restored" })}
          onDismiss={() => dispatch({ type: "dismiss_restored" })}
        />
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0 rounded-xl">
          <form ref={formEl} onSubmit={onSubmit} noValidate className="p-5 sm:p-8">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
              Step {step + 1} of {WIZARD_STEPS.length}
            </p>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-xl font-semibold text-stone-900 outline-none sm:text-2xl"
            >
              {current.title}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{current.intro}</p>

            <div className="mt-6">
              {current.id === "address" && <AddressStep {...stepProps} />}
              {current.id === "property" && <PropertyStep {...stepProps} />}
              {current.id === "rent" && <RentStep {...stepProps} />}
              {current.id === "photos" && (
                <PhotosStep
                  photos={photos}
                  uploads={uploads}
                  onReorder={reorder}
                  onRemove={removePhoto}
                  error={errors.photo_count}
                  floorplan={
                    property && {
                      propertyId: property.id,
                      floorplan: property.floorplan,
                      onChange: (floorplan) => dispatch({ type: "floorplan", floorplan }),
                    }
                  }
                />
              )}
              {current.id === "details" && <DetailsStep {...stepProps} />}
              {current.id === "facts" && <FactsStep {...stepProps} />}
              {current.id === "review" && (
                <ReviewStep
                  form={form}
                  photos={photos}
                  problems={problems}
                  uploading={uploads.uploading}
                  live={live}
                  onEdit={(id) => void goTo(stepIndex(id), "jump")}
                />
              )}
            </div>

            <WizardActions
              step={step}
              busy={busy}
              live={live}
              canSubmit={canSubmit}
              onBack={() => void goTo(step - 1, "back")}
              onSubmit={() => void submit()}
            />
          </form>
        </Card>

        <WizardAside tip={current.tip} live={live} />
      </div>

      <p className="sr-only" aria-live="polite">
        {state.announcement}
      </p>
    </div>
  );
}
