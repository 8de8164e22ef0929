// Fixed user-facing texts of spec §2, §4 and §9 that are not errors or toasts. Kept here so the
// web app and server-rendered places (e-mails, seeds) quote the same words.

export const UI_TEXTS = {
  loading: "Loading...",
  voucherPromo: "Free £100 worth of Vouchers",
  viewAllVouchers: "View All Vouchers",
  landlordResponseTime: "usually responds within 2 hours",
  trustedLandlord: "Trusted Landlord",
  favouritesEmpty: "No favourite properties yet. Start browsing to add some!",
  browseProperties: "Browse Properties",
  avatarHint: "JPG, PNG or GIF. Max file size 5MB",
  leaderOnlyHint: "Only group leader can perform this action",
  saveAllChanges: "Save All Changes",
  markAllRead: "Mark all read",
  // §4 step 5–6 deal card buttons, word for word.
  interested: "Interested",
  notInterested: "Not Interested",
  confirmApplicant: "Confirm Applicant",
  // §2 Roommates "View Profile"; the deal card's applicant list opens the same dialog.
  viewProfile: "View Profile",
} as const;
