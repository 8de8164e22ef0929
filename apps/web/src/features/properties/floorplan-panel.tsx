import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { PagePanel } from "./page-panel.tsx";

/** The listing's floorplan, if it has one; the image opens full size for zooming in. */
export function FloorplanPanel({ property: p }: { property: PropertyDetail }) {
  if (!p.floorplan) return null;
  return (
    <PagePanel id="floorplan" title="Floorplan" className="print:break-inside-avoid">
      <a href={p.floorplan.large} target="_blank" rel="noopener" className="mt-4 block">
        <img
          src={p.floorplan.large}
          alt={`Floorplan of ${p.address_line_1}`}
          width={p.floorplan.width}
          height={p.floorplan.height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto max-h-[32rem] w-auto max-w-full rounded-lg object-contain"
        />
      </a>
      <p className="mt-2 text-xs text-stone-500 print:hidden">Open the plan full size to zoom in.</p>
    </PagePanel>
  );
}
