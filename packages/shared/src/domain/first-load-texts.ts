// The texts a public page's first load can show: a rate-limited request, the favourite heart, the
// footer's newsletter form and the header's account banner. They live apart from the full
// catalogue (errors.ts, which includes them) so the home page does not download every form's
// messages (the first-load budget, decision 040). Spec §8's texts verbatim, ours marked.

export interface UserText {
  title: string;
  description?: string;
}

export const TRY_LATER = "Please try again later.";

export const FIRST_LOAD_ERROR_TEXTS = {
  // Newsletter
  already_subscribed: {
    title: "Already subscribed",
    description: "This email is already subscribed to our newsletter.",
  },
  subscription_failed: { title: "Subscription failed", description: TRY_LATER },

  // Favourites
  auth_required_favourites: {
    title: "Authentication required",
    description: "Please login to add favorites",
  },
  favourites_update_failed: { title: "Failed to update favorites" },

  // Ours: a generic HTTP outcome (docs/architecture.md §4).
  rate_limited: { title: "Too many requests", description: "Please wait a moment and try again." },
  // Ours: §8 has the profile read's failure "logged" but shows no text (decision 020).
  account_load_failed: {
    title: "We couldn't load your account",
    description: "You haven't been signed out. Please try again.",
  },
} as const satisfies Record<string, UserText>;

/** Success toasts of spec §8, verbatim. */
export const FIRST_LOAD_SUCCESS_TEXTS = {
  subscribed: "Successfully subscribed!",
  favourite_added: "Added to favorites",
  favourite_removed: "Removed from favorites",
} as const;
