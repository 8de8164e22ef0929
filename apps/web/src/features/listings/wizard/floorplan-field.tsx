import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { useQueryClient } from "@tanstack/react-query";
import { FileImage, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { api, isApiError } from "../../../lib/api.ts";
import { uploadWithProgress } from "../../../lib/upload-with-progress.ts";
import { invalidateListingViews } from "../listings.queries.ts";

/**
 * The wizard's floorplan: one image, uploaded and checked like a photo and saved at once (like
 * photos), replaced by the next one chosen, with its progress and any refusal shown here.
 */
export function FloorplanField({
  propertyId,
  floorplan,
  onChange,
}: {
  propertyId: string;
  floorplan: PropertyPhoto | null;
  onChange(floorplan: PropertyPhoto | null): void;
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const path = `/api/properties/${encodeURIComponent(propertyId)}/floorplan` as const;

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setProgress(0);
    const body = new FormData();
    body.set("floorplan", file);
    try {
      const saved = await uploadWithProgress(path, body, {
        method: "PUT",
        onProgress: setProgress,
      });
      onChange(saved.floorplan);
      invalidateListingViews(queryClient, propertyId);
    } catch (err) {
      setError(
        isApiError(err) && err.status > 0 ? err.message : "Couldn't upload the floorplan. Please try again.",
      );
    } finally {
      setProgress(null);
      input.value = "";
    }
  };

  const remove = async () => {
    setError(null);
    setRemoving(true);
    try {
      await api(path, { method: "DELETE" });
      onChange(null);
      invalidateListingViews(queryClient, propertyId);
    } catch {
      setError("Couldn't remove the floorplan. Please try again.");
    } finally {
      setRemoving(false);
    }
  };

  const busy = progress !== null || removing;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-stone-200 pt-6">
      <div>
        <h3 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          Floorplan (optional)
        </h3>
        <p className="mt-1 text-sm text-stone-600">One image of the plan, such as a drawing or a scan.</p>
      </div>
      {floorplan && (
        <img
          src={floorplan.large}
          alt="The listing's floorplan"
          width={floorplan.width}
          height={floorplan.height}
          className="h-40 w-auto max-w-full rounded-lg border border-stone-200 bg-white object-contain"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="secondary" className={busy ? "pointer-events-none opacity-60" : undefined}>
          <label>
            <FileImage className="size-4" aria-hidden />
            {floorplan ? "Replace the floorplan" : "Add a floorplan"}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={busy}
              onChange={(e) => void choose(e.currentTarget)}
            />
          </label>
        </Button>
        {floorplan && (
          <Button variant="ghost" onClick={() => void remove()} loading={removing} disabled={busy}>
            <Trash2 className="size-4" aria-hidden />
            Remove
          </Button>
        )}
      </div>
      {progress !== null && (
        <progress
          value={progress}
          max={1}
          aria-label="Uploading the floorplan"
          className="h-2 w-full max-w-xs overflow-hidden rounded-full accent-brand-700"
        />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
