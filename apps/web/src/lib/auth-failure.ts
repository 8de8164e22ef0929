import type { UserText } from "@roost/shared/domain/errors.ts";
import { ApiError } from "./api.ts";

/**
 * What a person whose sign-in or sign-out failed is told: the fallback's title, with the server's
 * own explanation when it has one (a refused origin names the address to use; offline says so),
 * and the fallback's "Please try again later." for a server fault, whose message helps nobody.
 */
export function authFailureText(error: unknown, fallback: UserText): UserText {
  if (error instanceof ApiError && error.status < 500 && error.message)
    return { title: fallback.title, description: error.message };
  return fallback;
}
