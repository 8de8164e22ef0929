// Which buttons a roommate card (or the Profile View dialog) shows for each connect state (§4):
// Connect (none), 'Request Sent' (sender of a pending request, disabled), 'Pending Response'
// (receiver of a pending request, with Accept / Reject), Message (accepted), 'Connect Again'
// (any other status).

import type { ConnectState } from "@roost/shared/contracts/roommates.ts";
import { CONNECT_BUTTON_LABELS } from "@roost/shared/domain/connect-request.ts";

export type ConnectAction =
  /** Opens the connect form (Connect / Connect Again). */
  | "connect"
  /** Starts (or opens) the direct chat. */
  | "message"
  /** Nothing to do: a label in a disabled button. */
  | "none";

export interface ConnectButtonConfig {
  label: string;
  action: ConnectAction;
  disabled: boolean;
  variant: "primary" | "secondary" | "accent";
  /** The receiver of a pending request also gets Accept and Reject. */
  canRespond: boolean;
}

export function connectButtonConfig(state: ConnectState): ConnectButtonConfig {
  const label = CONNECT_BUTTON_LABELS[state];
  switch (state) {
    case "connect":
      return { label, action: "connect", disabled: false, variant: "primary", canRespond: false };
    case "connect_again":
      return { label, action: "connect", disabled: false, variant: "secondary", canRespond: false };
    case "message":
      return { label, action: "message", disabled: false, variant: "primary", canRespond: false };
    case "request_sent":
      return { label, action: "none", disabled: true, variant: "secondary", canRespond: false };
    case "pending_response":
      return { label, action: "none", disabled: true, variant: "secondary", canRespond: true };
  }
}

/** A friendly word for the compatibility score (the bar shows the number). */
export function compatibilityLabel(score: number): string {
  if (score >= 70) return "Great match";
  if (score >= 40) return "Good match";
  if (score > 0) return "Some overlap";
  return "New face";
}

export function compatibilityTone(score: number): "high" | "medium" | "low" {
  if (score >= 70) return "high";
  if (score >= 40) return "medium";
  return "low";
}

/** Clamped to 0–100 so a bar never overflows. */
export function scorePercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** At most three reason chips on a card. */
export function topReasons(reasons: readonly string[], max = 3): string[] {
  return reasons.slice(0, max);
}
