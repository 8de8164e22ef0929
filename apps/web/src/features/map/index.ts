// What the map feature offers the rest of the app (decision 037). Nothing here imports
// Leaflet: the maps themselves are lazy chunks, loaded when one is shown.
export { searchView } from "./map-box.ts";
export { MapAreaChip, MapColumn, mapLayout, useMapHighlight, ViewToggle } from "./map-view.tsx";
export { PinPicker } from "./pin-picker.tsx";
