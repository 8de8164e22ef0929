// What the deals feature offers the rest of the app: the viewing / deal card of an inquiry.
export { DealCard } from "./deal-card.tsx";
