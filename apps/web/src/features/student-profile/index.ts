// What the student-profile feature offers the rest of the app: the Profile View dialog (with its
// GDPR gate for landlords) and the connect-request controls shown on roommate cards.
export { CompatibilityMeter } from "./compatibility-meter.tsx";
export { ConnectControls, ConnectDialog } from "./connect-controls.tsx";
export { GdprGatedProfileDialog } from "./gdpr-consent.tsx";
export { ProfileViewDialog } from "./profile-view-dialog.tsx";
export { RespondButtons } from "./respond-buttons.tsx";
