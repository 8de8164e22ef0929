import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { BY_LATITUDE, type IndexedListing } from "./listing-orders.ts";
import { SortedList } from "./sorted-list.ts";
import type { TimeSlices } from "./time-slices.ts";

// The located listings for boxes and circles (listing-filters.ts's keepInBox): in strips of
// longitude, each in latitude order, read as columns of typed arrays, since typed arrays read in
// sequence cost a fraction of following each listing's object. A change touches the strips of the
// listing that left and the one that came; only their columns are made again.

const STRIPS = 32;

/** One strip's listings as columns, in latitude order. */
export interface StripColumns {
  latitude: Float64Array;
  longitude: Float64Array;
  slot: Int32Array;
  /** Per campus (CAMPUSES' order), the haversine metres. */
  metres: Float64Array[];
}

export class LatitudeStrips {
  /** The strips' western edge and width, from the listings at the load; later ones outside go to the edge strips. */
  private readonly west: number;
  private readonly width: number;
  private readonly members: SortedList<IndexedListing>[];
  private readonly made: (StripColumns | null)[] = Array.from({ length: STRIPS }, () => null);

  private constructor(located: readonly IndexedListing[]) {
    let west = Number.POSITIVE_INFINITY;
    let east = Number.NEGATIVE_INFINITY;
    for (const listing of located) {
      west = Math.min(west, listing.longitude as number);
      east = Math.max(east, listing.longitude as number);
    }
    if (!Number.isFinite(west)) [west, east] = [0, 0];
    this.west = west;
    this.width = (east - west) / STRIPS || 1;
    this.members = Array.from({ length: STRIPS }, () => new SortedList(BY_LATITUDE.compare));
  }

  /** The strips of the listings with a location, with their columns made, a slice at a time. */
  static async build(located: readonly IndexedListing[], slices: TimeSlices): Promise<LatitudeStrips> {
    const strips = new LatitudeStrips(located);
    const byStrip: IndexedListing[][] = Array.from({ length: STRIPS }, () => []);
    for (const listing of located) byStrip[strips.stripOf(listing.longitude as number)]?.push(listing);
    for (const [strip, listings] of byStrip.entries()) {
      strips.members[strip] = SortedList.ofSorted(BY_LATITUDE.compare, listings.sort(BY_LATITUDE.compare));
      await slices.pause();
    }
    await strips.makeChanged(slices);
    return strips;
  }

  /** No listings yet: the index's until its load is done. */
  static empty(): LatitudeStrips {
    return new LatitudeStrips([]);
  }

  /** The strip of a longitude: monotonic, so the strips of [west, east] are stripOf(west)..stripOf(east). */
  stripOf(longitude: number): number {
    const strip = Math.floor((longitude - this.west) / this.width);
    return Math.min(STRIPS - 1, Math.max(0, Number.isFinite(strip) ? strip : 0));
  }

  add(listing: IndexedListing): void {
    if (listing.longitude === null || listing.latitude === null) return;
    const strip = this.stripOf(listing.longitude);
    this.members[strip]?.insert(listing);
    this.made[strip] = null;
  }

  remove(listing: IndexedListing): void {
    if (listing.longitude === null || listing.latitude === null) return;
    const strip = this.stripOf(listing.longitude);
    this.members[strip]?.remove(listing);
    this.made[strip] = null;
  }

  /** Makes again the columns of every strip that changed, a slice at a time. */
  async makeChanged(slices: TimeSlices): Promise<void> {
    for (let strip = 0; strip < STRIPS; strip++) {
      if (this.made[strip]) continue;
      this.columns(strip);
      await slices.pause();
    }
  }

  /** A strip's listings as columns, made again if it changed since they were last made. */
  columns(strip: number): StripColumns {
    const made = this.made[strip];
    if (made) return made;
    const listings = [...(this.members[strip] ?? [])];
    const n = listings.length;
    const columns: StripColumns = {
      latitude: new Float64Array(n),
      longitude: new Float64Array(n),
      slot: new Int32Array(n),
      metres: CAMPUSES.map(() => new Float64Array(n)),
    };
    listings.forEach((listing, i) => {
      columns.latitude[i] = listing.latitude as number;
      columns.longitude[i] = listing.longitude as number;
      columns.slot[i] = listing.slot;
      columns.metres.forEach((metres, c) => {
        metres[i] = listing.campusMetres[c] as number;
      });
    });
    this.made[strip] = columns;
    return columns;
  }
}
