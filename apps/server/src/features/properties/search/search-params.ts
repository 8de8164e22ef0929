import type { Placeholder } from "drizzle-orm";
import type { GeoSearchParams } from "./sql/search-geo.ts";
import type { GroupSearchParams } from "./sql/search-group.ts";

/** The values bound into a search statement. A key is present only when its filter is used. */
export interface SearchParams extends GeoSearchParams, GroupSearchParams {
  limit: number;
  area?: string;
  q?: string;
  min_price?: number;
  max_price?: number;
  bedrooms?: number;
  property_types?: string[];
  furnishing?: string;
  parking?: boolean;
  bills_included?: boolean;
  advert_type?: string;
  min_pppw?: number;
  max_pppw?: number;
  /** The last day a home may become available (move-in.ts's moveInBy), an ISO date. */
  move_in_by?: string;
  verified_only?: true;
  cursor_key?: string | number;
  cursor_id?: string;
}

/** Where a value goes in the statement: always a placeholder, filled in per execution. */
export type Bind = (name: keyof SearchParams) => Placeholder;
