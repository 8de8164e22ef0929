import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { perPersonPerWeekText } from "@roost/shared/domain/housemate-prices.ts";

const PPPW = " pppw";

/**
 * "£115 pppw" beside a listing's price: what one person pays a week, the figure students compare
 * homes by (decision 052). The same for every visitor, so server-rendered pages stay shared.
 */
export function PerPersonPerWeek({
  property: p,
  className,
}: {
  property: Pick<PropertyCard, "advert_type" | "monthly_rent" | "bedrooms" | "rooms">;
  className?: string;
}) {
  const text = perPersonPerWeekText({
    advertType: p.advert_type,
    monthlyRent: p.monthly_rent,
    bedrooms: p.bedrooms,
    rooms: p.rooms,
  });
  if (!text) return null;
  return (
    <span className={className} data-testid="per-person-week">
      {text.slice(0, -PPPW.length)}{" "}
      <abbr title="per person per week" className="no-underline">
        pppw
      </abbr>
    </span>
  );
}
