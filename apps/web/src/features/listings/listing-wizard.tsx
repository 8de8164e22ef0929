import type { PropertyDetail, PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { publishProblems } from "@roost/shared/domain/listing.ts";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Check, CloudOff, History, Lightbulb, LoaderCircle, X } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { AddressStep } from "./address-step.tsx";
import { DetailsStep } from "./details-step.tsx";
import {
  createListing,
  type DraftBody,
  deletePhoto,
  handOverCreated,
  invalidateListingViews,
  publishListing,
  reorderPhotos,
  updateListing,
} from "./listing-api.ts";
import {
  applySaved,
  dirtyFields,
  emptyForm,
  type FieldErrors,
  FORM_FIELDS,
  type FormField,
  fieldPath,
  formFromProperty,
  type ListingForm,
  listingForPublish,
  rootField,
  savePayload,
  validateStep,
} from "./listing-form.ts";
import {
  browserStore,
  clearLocalDraft,
  LOCAL_DRAFT_DEBOUNCE_MS,
  NEW_LISTING_ID,
  readLocalDraft,
  writeLocalDraft,
} from "./local-draft.ts";
import { mergePhotoLists } from "./photo-uploads.ts";
import { PhotosStep } from "./photos-step.tsx";
import { PropertyStep } from "./property-step.tsx";
import { RentStep } from "./rent-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { usePhotoUploads } from "./use-photo-uploads.ts";
import { wizardStart } from "./wizard-init.ts";
import { WizardStepper } from "./wizard-stepper.tsx";
import { REVIEW_STEP, type StepId, stepForField, stepIndex, WIZARD_STEPS } from "./wizard-steps.ts";

export const LISTING_LIVE_TEXT = "Your listing is live";
export const CHANGES_SAVED_TEXT = "Your changes have been saved";

type SaveState = "idle" | "saving" | "saved" | "error";
type Busy = null | "next" | "back" | "jump" | "submit";
type SaveResult = { ok: true; invalid: FieldErrors } | { ok: false; error: unknown; invalid: FieldErrors };

/** Every path in `errors` except those of `fields`. */
function withoutFields(errors: FieldErrors, fields: readonly FormField[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([p]) => !fields.includes(rootField(p) as FormField)),
  );
}

/**
 * The list-property wizard for a new listing (property null) or an existing one. A draft is
 * saved to the server whenever the landlord changes step; a live listing keeps its changes until
 * "Save changes", so tenants never see it half-edited. Either way typing is also kept on this
 * device (see local-draft.ts) until the server has it.
 */
export function ListingWizard({ property: initialProperty }: { property: PropertyDetail | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useMemo(() => browserStore(), []);
  const [start] = useState(() =>
    wizardStart(initialProperty, readLocalDraft(store, initialProperty?.id ?? NEW_LISTING_ID)),
  );
  const live = start.live;

  const [property, setProperty] = useState<PropertyDetail | null>(initialProperty);
  const [form, setForm] = useState<ListingForm>(start.form);
  const [saved, setSaved] = useState<ListingForm>(start.saved);
  const [photos, setPhotos] = useState<PropertyPhoto[]>(initialProperty?.photos ?? []);
  const [step, setStep] = useState(start.step);
  const [furthest, setFurthest] = useState(start.furthest);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>(initialProperty ? "saved" : "idle");
  const [restored, setRestored] = useState<FormField[]>(start.restored);
  const [busy, setBusy] = useState<Busy>(null);
  const [announcement, setAnnouncement] = useState("");

  // Async work reads the latest values through refs; each render refreshes them.
  const formRef = useRef(form);
  const savedRef = useRef(saved);
  const propertyRef = useRef(property);
  const photosRef = useRef(photos);
  formRef.current = form;
  savedRef.current = saved;
  propertyRef.current = property;
  photosRef.current = photos;

  const formEl = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const saveChain = useRef<Promise<unknown>>(Promise.resolve());
  const photoChain = useRef<Promise<unknown>>(Promise.resolve());

  const current = WIZARD_STEPS[step];
  // Before the draft exists, only typing beyond the fresh form counts as a change.
  const dirty = dirtyFields(form, property ? saved : emptyForm()).length > 0;

  // ---------------------------------------------------------------------------------------------
  // Typing kept on this device

  const writeLocal = useCallback(() => {
    const id = propertyRef.current?.id ?? NEW_LISTING_ID;
    // Before the draft exists, only what differs from a fresh form is worth keeping.
    const base = propertyRef.current ? savedRef.current : emptyForm();
    if (dirtyFields(formRef.current, base).length === 0) clearLocalDraft(store, id);
    else writeLocalDraft(store, id, { savedAt: Date.now(), base, form: formRef.current });
  }, [store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: form and saved are what trigger a write.
  useEffect(() => {
    const timer = window.setTimeout(writeLocal, LOCAL_DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [form, saved, writeLocal]);

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

  // ---------------------------------------------------------------------------------------------
  // Saving

  /** Saves the changed, valid fields (and for drafts the step to reopen at). One save at a time. */
  const persist = useCallback(
    (draftStep: number | null): Promise<SaveResult> => {
      const run = async (): Promise<SaveResult> => {
        const sent = formRef.current;
        const prop = propertyRef.current;
        const { payload, fields, invalid } = savePayload(sent, savedRef.current);
        const body: DraftBody = { ...payload };
        const isDraft = !prop || prop.status === "draft";
        if (isDraft && draftStep !== null && prop?.draft_step !== draftStep) body.draft_step = draftStep;
        if (Object.keys(body).length === 0) return { ok: true, invalid };
        setSaveState("saving");
        try {
          const updated = prop ? await updateListing(prop.id, body) : await createListing(body);
          const server = formFromProperty(updated);
          // On create the server filled in every field, so the whole form is now in step with it.
          const applied: readonly FormField[] = prop ? fields : FORM_FIELDS;
          const next = applySaved(formRef.current, savedRef.current, sent, server, applied);
          savedRef.current = next.saved;
          propertyRef.current = updated;
          setSaved(next.saved);
          setForm((f) => applySaved(f, savedRef.current, sent, server, applied).form);
          setProperty(updated);
          setPhotos((p) => (prop ? p : updated.photos));
          if (!prop) {
            clearLocalDraft(store, NEW_LISTING_ID);
            handOverCreated(updated);
          }
          setSaveState("saved");
          // What was brought back from this device is on the server now.
          setRestored((r) => r.filter((f) => !applied.includes(f)));
          return { ok: true, invalid };
        } catch (error) {
          setSaveState("error");
          return { ok: false, error, invalid };
        }
      };
      const result = saveChain.current.then(run, run);
      saveChain.current = result.catch(() => undefined);
      return result;
    },
    [store],
  );

  // Leaving the wizard for another page saves a draft's last changes too.
  useEffect(
    () => () => {
      const prop = propertyRef.current;
      if (prop && prop.status === "draft" && dirtyFields(formRef.current, savedRef.current).length > 0) {
        void persist(null);
      }
    },
    [persist],
  );

  /** Shows a refusal from the server under its field; answers the step holding that field. */
  const showServerError = useCallback((error: unknown, fallbackTitle: string): StepId | null => {
    if (isApiError(error) && error.field) {
      const path = fieldPath(error.field);
      const key = path === "photos" || path === "photo" ? "photo_count" : path;
      setErrors((e) => ({ ...e, [key]: error.message }));
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
  }, []);

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const el = formEl.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const target = el?.tagName === "FIELDSET" ? el.querySelector<HTMLElement>("input") : el;
      target?.focus();
    });

  const showStep = (index: number) => {
    stepChanged.current = true;
    setStep(index);
    setFurthest((f) => Math.max(f, index));
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
    const stepErrors = validateStep(formRef.current, current.id);
    if (forward && Object.keys(stepErrors).length > 0) {
      setErrors((e) => ({ ...e, ...stepErrors }));
      focusFirstError();
      return;
    }
    // A live listing saves everything together at the end.
    if (live) {
      setErrors((e) => ({ ...e, ...stepErrors }));
      showStep(target);
      return;
    }
    setBusy(kind);
    const result = await persist(target);
    setBusy(null);
    setErrors((e) => ({
      ...withoutFields(e, dirtyFields(formRef.current, savedRef.current)),
      ...result.invalid,
    }));
    if (!result.ok) {
      const fieldStep = showServerError(result.error, "Couldn't save your changes");
      if (fieldStep) {
        if (stepIndex(fieldStep) !== step) showStep(stepIndex(fieldStep));
        else focusFirstError();
        return;
      }
      // Without a saved draft (or a successful save) going forward would strand the typing.
      if (forward || !propertyRef.current) return;
    }
    const created = !initialProperty && propertyRef.current;
    if (created) {
      // Reloading keeps the draft from now on: the address names it.
      navigate(`/list-property/edit/${propertyRef.current?.id}`, { replace: true });
      return;
    }
    showStep(target);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (step < REVIEW_STEP) void goTo(step + 1, "next");
  };

  // ---------------------------------------------------------------------------------------------
  // Photos (saved on their own endpoints straight away)

  const uploads = usePhotoUploads({
    propertyId: property?.id ?? null,
    photoCount: photos.length,
    onUploaded: ({ photo, photos: all }) => {
      setPhotos((p) => mergePhotoLists(p, all?.length ? all : [...p, photo]));
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== "photo_count")));
    },
  });

  useEffect(() => {
    if (!uploads.uploading) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [uploads.uploading]);

  const reorder = (next: PropertyPhoto[], message: string) => {
    const id = propertyRef.current?.id;
    if (!id) return;
    const before = photosRef.current;
    setPhotos(next);
    setAnnouncement(message);
    const run = () =>
      reorderPhotos(
        id,
        next.map((p) => p.id),
      ).catch(() => {
        setPhotos(before);
        setAnnouncement("The photos could not be reordered.");
        notify("error", { title: "Couldn't reorder your photos", description: "Please try again." });
      });
    photoChain.current = photoChain.current.then(run, run);
  };

  const removePhoto = async (photo: PropertyPhoto): Promise<boolean> => {
    const id = propertyRef.current?.id;
    if (!id) return false;
    try {
      const result = await deletePhoto(id, photo.id);
      setPhotos((p) => {
        const without = p.filter((x) => x.id !== photo.id);
        return result?.photos ? mergePhotoLists(without, result.photos) : without;
      });
      setAnnouncement("Photo removed.");
      return true;
    } catch (error) {
      notify("error", {
        title: "Couldn't remove the photo",
        description: isApiError(error) && error.status === 422 ? error.message : "Please try again.",
      });
      return false;
    }
  };

  // ---------------------------------------------------------------------------------------------
  // Publishing or saving a live listing

  const problems = publishProblems(listingForPublish(form, photos.length));
  const canSubmit = problems.length === 0 && !uploads.uploading && busy === null;

  const submit = async () => {
    if (!canSubmit) return;
    setBusy("submit");
    const result = await persist(REVIEW_STEP);
    const id = propertyRef.current?.id;
    if (!result.ok || !id) {
      setBusy(null);
      const fieldStep = showServerError(result.ok ? null : result.error, "Couldn't save your changes");
      if (fieldStep) showStep(stepIndex(fieldStep));
      return;
    }
    const invalid = Object.keys(result.invalid);
    if (invalid.length > 0) {
      setBusy(null);
      setErrors((e) => ({ ...e, ...result.invalid }));
      const fieldStep = stepForField(invalid[0]);
      if (fieldStep) showStep(stepIndex(fieldStep));
      return;
    }
    if (live) {
      clearLocalDraft(store, id);
      invalidateListingViews(queryClient, id);
      notify("success", CHANGES_SAVED_TEXT);
      navigate(`/property/${id}`);
      return;
    }
    try {
      const published = await publishListing(id);
      propertyRef.current = published;
      clearLocalDraft(store, id);
      invalidateListingViews(queryClient, id);
      notify("success", LISTING_LIVE_TEXT);
      navigate(`/property/${id}`);
    } catch (error) {
      setBusy(null);
      const fieldStep = showServerError(error, "Couldn't publish your listing");
      if (fieldStep) showStep(stepIndex(fieldStep));
    }
  };

  // ---------------------------------------------------------------------------------------------
  // Form plumbing

  const setField = useCallback(<K extends FormField>(field: K, value: ListingForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => withoutFields(e, [field]));
  }, []);

  const setError = useCallback((path: string, message: string | null) => {
    setErrors((e) => {
      const next = { ...e };
      if (message) next[path] = message;
      else delete next[path];
      return next;
    });
  }, []);

  const discardRestored = () => {
    const base = propertyRef.current ? savedRef.current : emptyForm();
    setForm((f) => {
      const next = { ...f } as Record<string, unknown>;
      for (const field of restored) next[field] = base[field];
      return next as unknown as ListingForm;
    });
    setRestored([]);
  };

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
        <SaveStatus state={saveState} dirty={dirty} live={live} exists={property !== null} />
      </div>

      <div className="mb-6 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:px-5 sm:py-4">
        <WizardStepper
          current={step}
          furthest={furthest}
          disabled={busy !== null}
          onSelect={(i) => void goTo(i, "jump")}
        />
      </div>

      {restored.length > 0 && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
        >
          <History className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="flex-1">
            We've brought back changes you hadn't saved yet.{" "}
            <button
              type="button"
              onClick={discardRestored}
              className="font-medium underline underline-offset-2"
            >
              Discard them
            </button>
          </p>
          <button
            type="button"
            onClick={() => setRestored([])}
            aria-label="Dismiss"
            className="rounded p-0.5 hover:bg-blue-100"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
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
                />
              )}
              {current.id === "details" && <DetailsStep {...stepProps} />}
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

            <div className="mt-8 flex items-center gap-3 border-t border-stone-200 pt-5">
              {step > 0 && (
                <Button
                  type="button"
                  variant="secondary"
                  size="lg"
                  onClick={() => void goTo(step - 1, "back")}
                  loading={busy === "back"}
                  disabled={busy !== null}
                >
                  {busy !== "back" && <ArrowLeft className="size-4" aria-hidden />}
                  Back
                </Button>
              )}
              <div className="ml-auto flex flex-1 justify-end">
                {step < REVIEW_STEP ? (
                  <Button
                    type="submit"
                    size="lg"
                    loading={busy === "next"}
                    disabled={busy !== null}
                    className="w-full sm:w-auto"
                  >
                    Continue
                    {busy !== "next" && <ArrowRight className="size-4" aria-hidden />}
                  </Button>
                ) : (
                  <Button
                    type="button"
                    size="lg"
                    onClick={() => void submit()}
                    loading={busy === "submit"}
                    disabled={!canSubmit}
                    className="w-full sm:w-auto"
                  >
                    {live ? "Save changes" : "Publish listing"}
                  </Button>
                )}
              </div>
            </div>
          </form>
        </Card>

        <aside className="space-y-4">
          <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-semibold text-stone-900">
              <Lightbulb className="size-4 text-accent-500" aria-hidden />
              Tip
            </p>
            <p className="mt-2 text-sm leading-6 text-stone-600">{current.tip}</p>
          </div>
          {live && (
            <p className="rounded-xl border border-stone-200 bg-white p-5 text-sm leading-6 text-stone-600 shadow-sm">
              Your listing stays as it is until you press{" "}
              <strong className="text-stone-900">Save changes</strong>. Photo changes apply straight away.
            </p>
          )}
        </aside>
      </div>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function SaveStatus({
  state,
  dirty,
  live,
  exists,
}: {
  state: SaveState;
  dirty: boolean;
  live: boolean;
  exists: boolean;
}) {
  let content: { icon: ReactNode; text: string; tone: string } | null = null;
  if (state === "saving") {
    content = {
      icon: <LoaderCircle className="size-4 animate-spin" />,
      text: "Saving…",
      tone: "text-stone-600",
    };
  } else if (state === "error") {
    content = { icon: <CloudOff className="size-4" />, text: "Not saved", tone: "text-red-700" };
  } else if (dirty) {
    content = live
      ? { icon: <History className="size-4" />, text: "Unsaved changes", tone: "text-amber-700" }
      : { icon: <Check className="size-4" />, text: "Saved on this device", tone: "text-stone-600" };
  } else if (exists) {
    content = {
      icon: <Check className="size-4" />,
      text: live ? "No unsaved changes" : "Saved",
      tone: "text-brand-800",
    };
  }
  return (
    <p role="status" aria-live="polite" className="flex items-center sm:h-8">
      {content && (
        <span
          className={`inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium shadow-sm ring-1 ring-stone-200 ${content.tone}`}
        >
          <span aria-hidden>{content.icon}</span>
          {content.text}
        </span>
      )}
    </p>
  );
}
