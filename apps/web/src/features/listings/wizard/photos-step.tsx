import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { useState } from "react";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { FloorplanField } from "./floorplan-field.tsx";
import { FieldError } from "./form-controls.tsx";
import { PhotoDropZone } from "./photo-drop-zone.tsx";
import { PhotoGrid } from "./photo-grid.tsx";
import { UploadRow } from "./upload-row.tsx";
import type { usePhotoUploads } from "./use-photo-uploads.ts";

/**
 * The wizard's Photos step: add photos, follow their uploads, order them and remove one
 * (confirmed); and the floorplan.
 */
export function PhotosStep({
  photos,
  uploads,
  onReorder,
  onRemove,
  error,
  floorplan,
}: {
  photos: PropertyPhoto[];
  uploads: ReturnType<typeof usePhotoUploads>;
  onReorder(next: PropertyPhoto[], announcement: string): void;
  onRemove(photo: PropertyPhoto): Promise<boolean>;
  error?: string;
  /** The listing's floorplan field, once the draft exists. */
  floorplan: Parameters<typeof FloorplanField>[0] | null;
}) {
  const [removing, setRemoving] = useState<PropertyPhoto | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    const ok = await onRemove(removing);
    setRemoveBusy(false);
    if (ok) setRemoving(null);
  };

  return (
    <div className="space-y-6">
      <PhotoDropZone count={photos.length} onFiles={uploads.add} />
      <FieldError>{error}</FieldError>

      {uploads.items.length > 0 && (
        <section aria-label="Uploads">
          <ul className="space-y-2">
            {uploads.items.map((item) => (
              <UploadRow key={item.key} item={item} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
            ))}
          </ul>
        </section>
      )}

      {photos.length > 0 ? (
        <PhotoGrid photos={photos} onReorder={onReorder} onRemove={setRemoving} />
      ) : (
        uploads.items.length === 0 && (
          <p className="text-center text-sm text-stone-500">
            No photos yet. Listings with photos get far more views.
          </p>
        )
      )}

      {floorplan && <FloorplanField {...floorplan} />}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !removeBusy && setRemoving(null)}
        title="Remove this photo?"
        description="It will be deleted from your listing. You can upload it again later."
        confirmLabel="Remove photo"
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
