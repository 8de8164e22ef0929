// Re-exported only until the wizard split (listing-wizard.tsx, use-draft-save.ts,
// use-wizard-photos.ts) imports listings.queries.ts.
export * from "./listings.queries.ts";
