// Group invite codes (§9: 8 characters, compared upper-cased).

import { INVITE_CODE_LENGTH } from "./constants.ts";

/**
 * 32 symbols without the look-alikes 0/O and 1/I, because codes are read aloud and typed from
 * screenshots. 32 divides 256, so masking a random byte picks every symbol equally often.
 */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** The randomness source is injectable so tests can be deterministic; the default is the CSPRNG. */
export function generateInviteCode(randomBytes: RandomBytes = cryptoBytes): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[bytes[i] & (INVITE_CODE_ALPHABET.length - 1)];
  }
  return code;
}

/** Lookup form of a typed code: trimmed and upper-cased (§5). */
export function normaliseInviteCode(input: string): string {
  return input.trim().toUpperCase();
}
