import type { PropertyDraft } from "@roost/shared/contracts/properties.ts";
import { normalisePostcode } from "@roost/shared/contracts/validation.ts";
import type { LatLng } from "@roost/shared/domain/geo.ts";
import { districtCentre } from "@roost/shared/domain/postcode-districts.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { postcodeCentres } from "../../../db/schema.ts";
import type { PropertyChanges } from "./listing-rules.ts";

// Where a listing is before the landlord places the pin (decision 036): the centre of
// its postcode, exact when an operator has imported the ONS Postcode Directory
// (`npm run import:postcodes`), else its district's approximate centre.

/** The best known centre of a postcode, or null (a postcode outside Greater Manchester's table). */
export async function postcodeCentre(db: Tx, postcode: string): Promise<LatLng | null> {
  const [exact] = await db
    .select({ lat: postcodeCentres.latitude, lng: postcodeCentres.longitude })
    .from(postcodeCentres)
    .where(eq(postcodeCentres.postcode, normalisePostcode(postcode)))
    .limit(1);
  return exact ?? districtCentre(postcode);
}

/**
 * The location a save sets besides the pin it sends: the listing is at its pin, else at its
 * postcode's centre. A pin sent is the landlord's and wins; clearing it ("back to the district's
 * centre") puts the listing at its postcode's centre again. A new postcode without a pin moves it
 * there too (a new postcode is a new place; the wizard sends the pin with it once the landlord has
 * moved it), as does the first save of a postcode for a listing with no location yet.
 */
export async function locationChanges(
  db: Tx,
  input: PropertyDraft,
  current: { postcode: string; latitude: number | null } | null,
): Promise<PropertyChanges> {
  const clearsPin = input.latitude === null || input.longitude === null;
  if (!clearsPin && (input.latitude !== undefined || input.longitude !== undefined)) return {};
  const postcode = input.postcode ?? current?.postcode;
  if (!postcode) return {};
  const moved =
    clearsPin ||
    (input.postcode !== undefined &&
      (current === null || current.latitude === null || current.postcode !== input.postcode));
  if (!moved) return {};
  const centre = await postcodeCentre(db, postcode);
  return centre ? { latitude: centre.lat, longitude: centre.lng } : {};
}
