import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../lib/http.ts";
import { realtimeRoutes } from "../realtime/realtime.routes.ts";
import { accountRoutes } from "./account/account.routes.ts";
import { conversationRoutes } from "./conversations/conversations.routes.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { dealRoutes } from "./deals/deals.routes.ts";
import { devMailboxRoutes } from "./dev-mailbox/dev-mailbox.routes.ts";
import { contactEmailRoutes } from "./email-notifications/contact-email.routes.ts";
import { notificationSettingsRoutes } from "./email-notifications/notification-settings.routes.ts";
import { favouriteRoutes } from "./favourites/favourites.routes.ts";
import { groupInviteRoutes } from "./groups/group-invites.routes.ts";
import { groupRoutes } from "./groups/groups.routes.ts";
import { shortlistRoutes } from "./groups/shortlist/shortlist.routes.ts";
import { inquiryRoutes } from "./inquiries/inquiries.routes.ts";
import { verificationRoutes } from "./landlord-trust/verification.routes.ts";
import { messageRoutes } from "./messages/messages.routes.ts";
import { newsletterRoutes } from "./newsletter/newsletter.routes.ts";
import { notificationRoutes } from "./notifications/notifications.routes.ts";
import { profileViewRoutes } from "./profiles/profile-view.routes.ts";
import { profileRoutes } from "./profiles/profiles.routes.ts";
import { copyReviewRoutes } from "./properties/copy-check/copy-reviews.routes.ts";
import { propertyRoutes } from "./properties/properties.routes.ts";
import { pushRoutes } from "./push/push.routes.ts";
import { reviewRoutes } from "./reviews/reviews.routes.ts";
import { roommateRoutes } from "./roommates/roommates.routes.ts";
import { safetyRoutes } from "./safety/safety.routes.ts";
import { savedSearchRoutes } from "./saved-searches/saved-searches.routes.ts";
import { seoRoutes } from "./seo/seo.routes.ts";
import { systemRoutes } from "./system/system.routes.ts";
import { guarantorRoutes } from "./tenancy/guarantor.routes.ts";
import { tenancyRoutes } from "./tenancy/tenancy.routes.ts";
import { tenancyMoneyRoutes } from "./tenancy/tenancy-money.routes.ts";
import { voucherRoutes } from "./vouchers/vouchers.routes.ts";

/** Every feature router, mounted on the one app. */
export function registerFeatures(app: OpenAPIHono<AppEnv>, services: AppDeps) {
  const routers = [
    realtimeRoutes,
    conversationRoutes,
    inquiryRoutes,
    messageRoutes,
    notificationRoutes,
    systemRoutes,
    profileRoutes,
    accountRoutes,
    newsletterRoutes,
    dashboardRoutes,
    propertyRoutes,
    favouriteRoutes,
    savedSearchRoutes,
    groupRoutes,
    groupInviteRoutes,
    shortlistRoutes,
    roommateRoutes,
    profileViewRoutes,
    dealRoutes,
    tenancyRoutes,
    tenancyMoneyRoutes,
    guarantorRoutes,
    devMailboxRoutes,
    voucherRoutes,
    safetyRoutes,
    seoRoutes,
    notificationSettingsRoutes,
    pushRoutes,
    contactEmailRoutes,
    verificationRoutes,
    reviewRoutes,
    copyReviewRoutes,
  ];
  for (const routes of routers) app.route("/", routes(services));
}
