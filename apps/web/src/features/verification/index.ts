// What the verification feature offers the rest of the app: the profile's Verification card. The
// operators' page is loaded by the route table on its own.
export { VerificationCard } from "./verification-card.tsx";
