// Which markers the map draws at a zoom: single homes, or one cluster for homes that would overlap
// (supercluster, decision 037). React draws whatever this returns, so highlighting stays plain state.

import Supercluster from "supercluster";

export interface HomePoint {
  id: string;
  lat: number;
  lng: number;
}

export type MapMarker =
  | { kind: "home"; id: string; lat: number; lng: number }
  | {
      kind: "cluster";
      id: number;
      lat: number;
      lng: number;
      count: number;
      /** The zoom at which the cluster falls apart: where clicking it goes. */
      expansionZoom: number;
      homeIds: string[];
    };

/** Pixels within which price labels merge; a label is about 70 px wide. */
const CLUSTER_RADIUS_PX = 60;
/** From this zoom on, every home is drawn by itself (streets are readable). */
export const CLUSTER_MAX_ZOOM = 16;

export interface ClusterIndex {
  markersIn(box: { south: number; west: number; north: number; east: number }, zoom: number): MapMarker[];
}

export function clusterHomes(homes: readonly HomePoint[]): ClusterIndex {
  const index = new Supercluster<{ id: string }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    homes.map((h) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [h.lng, h.lat] },
      properties: { id: h.id },
    })),
  );
  return {
    markersIn(box, zoom) {
      return index
        .getClusters([box.west, box.south, box.east, box.north], Math.round(zoom))
        .map((feature) => {
          const [lng, lat] = feature.geometry.coordinates;
          const props = feature.properties;
          if (!("cluster" in props)) return { kind: "home", id: props.id, lat, lng };
          return {
            kind: "cluster",
            id: props.cluster_id,
            lat,
            lng,
            count: props.point_count,
            expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
            homeIds: index
              .getLeaves(props.cluster_id, Number.POSITIVE_INFINITY)
              .map((leaf) => leaf.properties.id),
          };
        });
    },
  };
}
