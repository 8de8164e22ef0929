import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import { properties } from "../../../db/schema.ts";
import { notFound } from "../../../lib/errors.ts";
import { findChangeableProperty, propertyIdOrNotFound } from "../property-access.ts";
import { removePhotoFiles, storePhotoFile } from "./property-photos.service.ts";

// A listing's one floorplan: uploaded, checked and stored like its photos, and replaced by the
// next upload. It is optional, so a live listing may add, replace or remove it at any time.

type Deps = Pick<AppDeps, "database" | "clock" | "storage" | "log">;

export async function uploadFloorplan(
  deps: Deps,
  actorId: string,
  id: string,
  file: File,
): Promise<{ floorplan: PropertyPhoto }> {
  const db = deps.database.db;
  // Cheap checks first, so a refused upload costs no image decoding.
  const current = await findChangeableProperty(db, id, actorId);
  const { photo: floorplan } = await storePhotoFile(deps, current.id, file);
  try {
    const replaced = await db.transaction(async (tx) => {
      const locked = await findChangeableProperty(tx, current.id, actorId, { forUpdate: true });
      await tx
        .update(properties)
        .set({ floorplan, updatedAt: deps.clock.now() })
        .where(eq(properties.id, locked.id));
      return locked.floorplan;
    });
    // Files go after the commit: a failed save must not leave the listing pointing at nothing.
    if (replaced) await removePhotoFiles(deps, current.id, [replaced]);
  } catch (error) {
    await removePhotoFiles(deps, current.id, [floorplan]);
    throw error;
  }
  return { floorplan };
}

export async function deleteFloorplan(deps: Deps, actorId: string, id: string): Promise<{ floorplan: null }> {
  propertyIdOrNotFound(id);
  const removed = await deps.database.db.transaction(async (tx) => {
    const current = await findChangeableProperty(tx, id, actorId, { forUpdate: true });
    if (!current.floorplan) throw notFound("This listing has no floorplan.");
    await tx
      .update(properties)
      .set({ floorplan: null, updatedAt: deps.clock.now() })
      .where(eq(properties.id, current.id));
    return { propertyId: current.id, floorplan: current.floorplan };
  });
  await removePhotoFiles(deps, removed.propertyId, [removed.floorplan]);
  return { floorplan: null };
}
