// Pure parts of the voucher pack page (/vouchers/{uid}, spec §1 "Free £100 worth of Vouchers").

export type VoucherCallToAction =
  | { kind: "none" }
  | { kind: "sign_up"; to: "/auth"; label: string }
  | { kind: "own_pack"; to: string; label: string }
  | { kind: "students_only"; label: string };

/**
 * What a visitor who is not the owner is offered instead of codes: signed out → sign up; a signed-in
 * student → their own pack; anyone else signed in → nothing to claim (packs are for students).
 */
export function voucherCallToAction(
  isOwner: boolean,
  viewer: { userId: string; userType: string | null | undefined } | null,
): VoucherCallToAction {
  if (isOwner) return { kind: "none" };
  if (!viewer) return { kind: "sign_up", to: "/auth", label: "Sign up to get your own vouchers" };
  if (viewer.userType === "student")
    return {
      kind: "own_pack",
      to: `/vouchers/${encodeURIComponent(viewer.userId)}`,
      label: "View your own vouchers",
    };
  return { kind: "students_only", label: "Voucher packs are for student accounts." };
}

/** "£25" (whole pounds). */
export function poundsText(value: number): string {
  return `£${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(value)}`;
}

/** "Your vouchers" for the owner; a neutral title for everyone else, who is never told whose pack it is. */
export function packOwnerTitle(owner: { user_id: string } | null): string {
  return owner ? "Your vouchers" : "Student vouchers";
}
