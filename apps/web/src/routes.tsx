import { TOAST_DURATION_MS } from "@roost/shared/domain/constants.ts";
import { NOTIFICATION_SETTINGS_PATH } from "@roost/shared/domain/notification-settings-path.ts";
import type { AccountPage } from "@roost/shared/domain/user-types.ts";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { ConnectionBanner } from "./components/layout/connection-banner.tsx";
import { DevToolsBanner } from "./components/layout/dev-tools-banner.tsx";
import { FlashNotice } from "./components/layout/flash-notice.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { RequireAuth } from "./components/layout/require-auth.tsx";
import { ScrollToTop } from "./components/layout/scroll-to-top.tsx";
import { Spinner } from "./components/ui/feedback.tsx";
import { MarkHydrated } from "./lib/app-ready.ts";
import { AuthProvider } from "./lib/auth.tsx";
import { RealtimeProvider } from "./lib/realtime-provider.tsx";

// Every page is its own chunk, so the home page downloads only what it shows.
// biome-ignore lint/suspicious/noExplicitAny: each page declares its own props.
const page = <K extends string, T extends Record<K, ComponentType<any>>>(load: () => Promise<T>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const HomePage = page(() => import("./features/home/home-page.tsx"), "HomePage");
const AuthPage = page(() => import("./features/auth/auth-page.tsx"), "AuthPage");
const AuthCallbackPage = page(() => import("./features/auth/auth-callback-page.tsx"), "AuthCallbackPage");
const CompleteProfilePage = page(
  () => import("./features/auth/complete-profile-page.tsx"),
  "CompleteProfilePage",
);
const DashboardPage = page(() => import("./features/dashboard/dashboard-page.tsx"), "DashboardPage");
const ProfilePage = page(() => import("./features/profile/profile-page.tsx"), "ProfilePage");
const ContentPage = page(() => import("./features/content/content-page.tsx"), "ContentPage");
const BlogIndexPage = page(() => import("./features/content/blog-pages.tsx"), "BlogIndexPage");
const BlogPostPage = page(() => import("./features/content/blog-pages.tsx"), "BlogPostPage");
const CareersPage = page(() => import("./features/content/careers-pages.tsx"), "CareersPage");
const CareersCategoryPage = page(() => import("./features/content/careers-pages.tsx"), "CareersCategoryPage");
const JobPage = page(() => import("./features/content/job-page.tsx"), "JobPage");
const SearchPage = page(() => import("./features/properties/search-page.tsx"), "SearchPage");
const PropertyPage = page(() => import("./features/properties/property-page.tsx"), "PropertyPage");
const FavouritesPage = page(() => import("./features/favourites/favourites-page.tsx"), "FavouritesPage");
const ListPropertyPage = page(() => import("./features/listings/list-property-page.tsx"), "ListPropertyPage");
const MyListingsPage = page(() => import("./features/listings/my-listings-page.tsx"), "MyListingsPage");
const PerformancePage = page(() => import("./features/listings/performance-page.tsx"), "PerformancePage");
const MessagesPage = page(() => import("./features/messages/messages-page.tsx"), "MessagesPage");
const InquiriesPage = page(() => import("./features/inquiries/inquiries-page.tsx"), "InquiriesPage");
const InquiryPage = page(() => import("./features/inquiries/inquiry-page.tsx"), "InquiryPage");
const NotificationsPage = page(
  () => import("./features/notifications/notifications-page.tsx"),
  "NotificationsPage",
);
const GroupsPage = page(() => import("./features/groups/groups-page.tsx"), "GroupsPage");
const RoommatesPage = page(() => import("./features/roommates/roommates-page.tsx"), "RoommatesPage");
const VouchersPage = page(() => import("./features/vouchers/vouchers-page.tsx"), "VouchersPage");
const NotificationSettingsPage = page(
  () => import("./features/notification-settings/notification-settings-page.tsx"),
  "NotificationSettingsPage",
);
const SavedSearchesPage = page(
  () => import("./features/saved-searches/saved-searches-page.tsx"),
  "SavedSearchesPage",
);
const DevMailboxPage = page(() => import("./features/dev-mailbox/dev-mailbox-page.tsx"), "DevMailboxPage");
// The account pages' side navigation: no public page needs it.
const AccountLayout = page(() => import("./components/layout/account-layout.tsx"), "AccountLayout");
// Toasts come after the page: sonner is no part of any page's first load (lib/toast.ts).
const Toaster = page(() => import("sonner"), "Toaster");
// The footer's form, below the fold on every page: server-rendered, it hydrates after the page.
const NewsletterForm = page(() => import("./features/newsletter/newsletter-form.tsx"), "NewsletterForm");
// Only a signed-in header has the bell (its live count and popover): visitors never load it.
const NotificationBell = page(
  () => import("./features/notifications/notification-bell.tsx"),
  "NotificationBell",
);

/** The Markdown pages at the site's root (also rendered on the server, entry-server.tsx). */
export const CONTENT_PAGES = [
  "for-landlords",
  "for-tenants",
  "about-us",
  "privacy-policy",
  "terms-and-conditions",
  "refund-policy",
  "cookie-policy",
  "disclaimer",
  "company-policies",
  "boutique-services",
];

const guarded = (pageName: AccountPage, element: ReactNode) => (
  <RequireAuth page={pageName}>
    <AccountLayout>{element}</AccountLayout>
  </RequireAuth>
);

export function AppRoutes() {
  return (
    <AuthProvider>
      <RealtimeProvider>
        <ScrollToTop />
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          <DevToolsBanner />
          <Header
            accountActions={
              <Suspense fallback={<span className="size-9" aria-hidden />}>
                <NotificationBell />
              </Suspense>
            }
          />
          <ConnectionBanner />
          <FlashNotice />
          {/* At least a screen tall: the footer starts below the fold on every page, so content
              arriving (a lazy page, a query) never moves it. */}
          <main id="main" className="flex min-h-dvh flex-1 flex-col">
            <Suspense fallback={<Spinner label="Loading..." className="min-h-[50vh]" />}>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/auth" element={<AuthPage />} />
                <Route path="/auth/callback" element={<AuthCallbackPage />} />
                <Route path="/complete-profile" element={<CompleteProfilePage />} />

                <Route path="/property/:id" element={<PropertyPage />} />
                <Route path="/property-performance/:id" element={<PerformancePage />} />
                <Route path="/list-property" element={<ListPropertyPage />} />
                <Route path="/list-property/edit/:id" element={<ListPropertyPage />} />
                <Route path="/properties-to-rent/:area" element={<SearchPage />} />
                <Route path="/vouchers/:uid" element={<VouchersPage />} />
                <Route path="/dev/mailbox" element={<DevMailboxPage />} />

                {CONTENT_PAGES.map((slug) => (
                  <Route key={slug} path={`/${slug}`} element={<ContentPage slug={slug} />} />
                ))}
                <Route path="/careers" element={<CareersPage />} />
                <Route path="/careers/:categoryId" element={<CareersCategoryPage />} />
                <Route path="/careers/:categoryId/:jobId" element={<JobPage />} />
                <Route path="/blog" element={<BlogIndexPage />} />
                <Route path="/blog/:slug" element={<BlogPostPage />} />

                <Route path="/dashboard" element={guarded("dashboard", <DashboardPage />)} />
                <Route path="/profile" element={guarded("profile", <ProfilePage />)} />
                <Route
                  path={NOTIFICATION_SETTINGS_PATH}
                  element={guarded("profile", <NotificationSettingsPage />)}
                />
                <Route path="/favourites" element={guarded("favourites", <FavouritesPage />)} />
                <Route path="/saved-searches" element={guarded("favourites", <SavedSearchesPage />)} />
                <Route path="/inquiries" element={guarded("inquiries", <InquiriesPage />)} />
                <Route path="/inquiries/:conversationId" element={guarded("inquiries", <InquiryPage />)} />
                <Route path="/listings" element={guarded("listings", <MyListingsPage />)} />
                <Route path="/groups" element={guarded("groups", <GroupsPage />)} />
                <Route path="/roommates" element={guarded("roommates", <RoommatesPage />)} />
                <Route path="/notifications" element={guarded("notifications", <NotificationsPage />)} />
                <Route path="/messages" element={guarded("messages", <MessagesPage />)} />
                <Route path="/messages/:conversationId" element={guarded("messages", <MessagesPage />)} />

                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
              <MarkHydrated />
            </Suspense>
          </main>
          <Footer
            newsletter={
              // The form's height (a label line and a 40 px row) while a browser-rendered page loads it.
              <Suspense fallback={<div className="h-[68px]" aria-hidden />}>
                <NewsletterForm />
                <MarkHydrated />
              </Suspense>
            }
          />
        </div>
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            richColors
            closeButton
            visibleToasts={1}
            duration={TOAST_DURATION_MS}
          />
        </Suspense>
      </RealtimeProvider>
    </AuthProvider>
  );
}
