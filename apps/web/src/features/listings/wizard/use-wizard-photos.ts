// The wizard's photos: uploads (which keep going while the landlord moves between steps, and
// warn before the tab closes), reordering and removal. Each is saved on its own endpoint straight
// away; a reorder shows at once and goes back if the server refuses it.

import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { useEffect, useRef } from "react";
import { isApiError } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { deletePhoto, reorderPhotos } from "../listings.queries.ts";
import { usePhotoUploads } from "./use-photo-uploads.ts";
import type { WizardDraftHandle } from "./use-wizard-draft.ts";

export function useWizardPhotos({ state, dispatch, latest }: WizardDraftHandle) {
  // Reorders are sent one after another, so the server ends with the order shown last.
  const photoChain = useRef<Promise<unknown>>(Promise.resolve());

  const uploads = usePhotoUploads({
    propertyId: state.property?.id ?? null,
    photoCount: state.photos.length,
    onUploaded: ({ photo, photos }) => dispatch({ type: "photo_uploaded", photo, photos }),
  });

  useEffect(() => {
    if (!uploads.uploading) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [uploads.uploading]);

  const reorder = (next: PropertyPhoto[], message: string) => {
    const { property, photos: before } = latest();
    const id = property?.id;
    if (!id) return;
    dispatch({ type: "photos", photos: next, announcement: message });
    const run = () =>
      reorderPhotos(
        id,
        next.map((p) => p.id),
      ).catch(() => {
        dispatch({ type: "photos", photos: before, announcement: "The photos could not be reordered." });
        notify("error", { title: "Couldn't reorder your photos", description: "Please try again." });
      });
    photoChain.current = photoChain.current.then(run, run);
  };

  const removePhoto = async (photo: PropertyPhoto): Promise<boolean> => {
    const id = latest().property?.id;
    if (!id) return false;
    try {
      const result = await deletePhoto(id, photo.id);
      dispatch({ type: "photo_removed", photoId: photo.id, photos: result?.photos });
      return true;
    } catch (error) {
      notify("error", {
        title: "Couldn't remove the photo",
        description: isApiError(error) && error.status === 422 ? error.message : "Please try again.",
      });
      return false;
    }
  };

  return { uploads, reorder, removePhoto };
}
