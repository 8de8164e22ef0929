// The pages only a signed-in person sees, each its own chunk as every page is. Beside each lazy
// import the build writes the list of chunks that page needs, so these imports sit here rather than
// in the route table: their lists load once someone is signed in (app-shell.tsx) or opens one of
// these pages, instead of with every page a visitor opens. /list-property stays in the table, as
// the header offers it to visitors too.
import type { AccountPage } from "@roost/shared/domain/user-types.ts";
import { AccountLayout } from "./components/layout/account-layout.tsx";
import { RequireAuth } from "./components/layout/require-auth.tsx";
import { lazyNamed } from "./lib/lazy-named.ts";

const PAGES = {
  completeProfile: lazyNamed(
    () => import("./features/auth/complete-profile-page.tsx"),
    "CompleteProfilePage",
  ),
  performance: lazyNamed(
    () => import("./features/listings/performance/performance-page.tsx"),
    "PerformancePage",
  ),
  operatorVerifications: lazyNamed(
    () => import("./features/verification/operator-verifications-page.tsx"),
    "OperatorVerificationsPage",
  ),
  operatorListings: lazyNamed(
    () => import("./features/copy-check/operator-listings-page.tsx"),
    "OperatorListingsPage",
  ),
  shortlist: lazyNamed(() => import("./features/shortlist/shortlist-page.tsx"), "ShortlistPage"),
  tenancy: lazyNamed(() => import("./features/tenancy/tenancy-page.tsx"), "TenancyPage"),
  newTenancy: lazyNamed(() => import("./features/tenancy/new-tenancy-page.tsx"), "NewTenancyPage"),
  // The account pages, shown by AccountArea.
  dashboard: lazyNamed(() => import("./features/dashboard/dashboard-page.tsx"), "DashboardPage"),
  profile: lazyNamed(() => import("./features/profile/profile-page.tsx"), "ProfilePage"),
  notificationSettings: lazyNamed(
    () => import("./features/notification-settings/notification-settings-page.tsx"),
    "NotificationSettingsPage",
  ),
  favourites: lazyNamed(() => import("./features/favourites/favourites-page.tsx"), "FavouritesPage"),
  savedSearches: lazyNamed(
    () => import("./features/saved-searches/saved-searches-page.tsx"),
    "SavedSearchesPage",
  ),
  inquiries: lazyNamed(() => import("./features/inquiries/inquiries-page.tsx"), "InquiriesPage"),
  inquiry: lazyNamed(() => import("./features/inquiries/inquiry-page.tsx"), "InquiryPage"),
  listings: lazyNamed(() => import("./features/listings/my-listings/my-listings-page.tsx"), "MyListingsPage"),
  groups: lazyNamed(() => import("./features/groups/groups-page.tsx"), "GroupsPage"),
  roommates: lazyNamed(() => import("./features/roommates/roommates-page.tsx"), "RoommatesPage"),
  notifications: lazyNamed(
    () => import("./features/notifications/notifications-page.tsx"),
    "NotificationsPage",
  ),
  messages: lazyNamed(() => import("./features/messages/messages-page.tsx"), "MessagesPage"),
};

/** Which signed-in page a route shows. */
export type SignedInView = keyof typeof PAGES;

/** A page that checks for itself who may see it. */
export function SignedInPage({ view }: { view: SignedInView }) {
  const Page = PAGES[view];
  return <Page />;
}

/** An account page: spec §2's guard for `page`, then the side panel beside `view`. */
export function AccountArea({ page, view }: { page: AccountPage; view: SignedInView }) {
  const Page = PAGES[view];
  return (
    <RequireAuth page={page}>
      <AccountLayout>
        <Page />
      </AccountLayout>
    </RequireAuth>
  );
}
