// Requests of the sign-in and onboarding pages; the session itself is lib/auth.tsx.

import { api } from "../../lib/api.ts";
import type { JsonBody } from "../../lib/api-routes.ts";

/** Development-only sign-in by email (the server has no such endpoint in production). */
export const devSignIn = (email: string) => api("/api/auth/dev/sign-in", { method: "POST", body: { email } });

/** Completes the profile a new account must fill in before anything else. */
export const completeOnboarding = (body: JsonBody<"/api/me/onboarding", "POST">) =>
  api("/api/me/onboarding", { method: "POST", body });
