// What the reviews feature offers (decision 058): the property page's panel, and the prompt on an
// enquiry whose tenancy can be reviewed.
export { ReviewPrompt } from "./review-prompt.tsx";
export { ReviewsPanel } from "./reviews-panel.tsx";
