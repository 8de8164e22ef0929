// Requests of the sign-in and onboarding pages; the session itself is lib/auth.tsx.

import { api } from "../../lib/api.ts";

/** Development-only sign-in by email (the server has no such endpoint in production). */
export const devSignIn = (email: string) => api("/api/auth/dev/sign-in", { body: { email } });

/** Completes the profile a new account must fill in before anything else. */
export const completeOnboarding = (body: Record<string, string>) => api("/api/me/onboarding", { body });
