import { DEAL_ATTENDANCE_REMINDER, SEND_BOOKING_EMAIL } from "../features/deals/deal-effects.ts";
import {
  attendanceReminderJob,
  SEND_BOOKING_EMAIL_TO,
  sendBookingEmailJob,
  sendBookingEmailToJob,
} from "../features/deals/deal-jobs.ts";
import {
  CONTACT_EMAIL_VERIFICATION,
  contactEmailVerificationJob,
} from "../features/email-notifications/contact-email.ts";
import {
  DAILY_DIGEST,
  DAILY_DIGEST_TO,
  dailyDigestJob,
  dailyDigestToJob,
} from "../features/email-notifications/daily-digest.ts";
import {
  GROUP_REMOVAL_EMAIL,
  groupRemovalEmailJob,
} from "../features/email-notifications/group-removal-email.ts";
import { MESSAGE_EMAIL, messageEmailJob } from "../features/email-notifications/message-email.ts";
import {
  NOTIFICATION_EMAIL,
  NOTIFICATION_EMAILS,
  notificationEmailJob,
  sweepNotificationEmails,
} from "../features/email-notifications/notification-email-job.ts";
import { SHORTLIST_DIGEST, shortlistDigestJob } from "../features/groups/shortlist/shortlist-digest.ts";
import {
  LANDLORD_RESPONSE_TIMES,
  landlordResponseTimesJob,
} from "../features/landlord-trust/response-times-job.ts";
import { VERIFICATION_EMAIL, verificationEmailJob } from "../features/landlord-trust/verification-email.ts";
import {
  VERIFICATION_RETENTION,
  verificationRetentionJob,
} from "../features/landlord-trust/verification-retention-job.ts";
import { COPY_CHECK_EMAIL, copyCheckEmailJob } from "../features/properties/copy-check/copy-check-email.ts";
import {
  ADVERT_FACTS,
  ADVERT_FACTS_EMAIL,
  advertFactsEmailJob,
  advertFactsJob,
} from "../features/properties/listings/advert-facts-job.ts";
import {
  LISTING_AVAILABILITY,
  LISTING_AVAILABILITY_EMAIL,
  listingAvailabilityEmailJob,
  listingAvailabilityJob,
} from "../features/properties/listings/listing-availability-job.ts";
import {
  PHOTO_VARIANTS,
  PHOTO_VARIANTS_BACKFILL,
  photoVariantsBackfillJob,
  photoVariantsJob,
} from "../features/properties/photos/photo-variants.ts";
import { PUSH_MESSAGE, pushMessageJob } from "../features/push/message-push.ts";
import {
  PUSH_NOTIFICATION,
  PUSH_NOTIFICATIONS,
  pushNotificationJob,
  sweepNotificationPushes,
} from "../features/push/notification-push.ts";
import { PUSH_DELIVERY, pushDeliveryJob } from "../features/push/push-delivery.ts";
import { REPORT_EMAIL, reportEmailJob } from "../features/safety/report-email.ts";
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_MATCH,
  savedSearchAlertsJob,
  savedSearchMatchJob,
} from "../features/saved-searches/saved-search-alerts.ts";
import { SAVED_SEARCH_EMAIL, savedSearchEmailJob } from "../features/saved-searches/saved-search-email.ts";
import {
  GUARANTOR_INVITATION,
  GUARANTOR_SIGNED_COPY,
  guarantorInvitationJob,
  guarantorSignedCopyJob,
} from "../features/tenancy/guarantor-email.ts";
import {
  RIGHT_TO_RENT_REMINDER,
  rightToRentReminderJob,
} from "../features/tenancy/right-to-rent-reminder.ts";
import { SIGNED_TENANCY_EMAIL, signedTenancyEmailJob } from "../features/tenancy/signed-tenancy-email.ts";
import {
  TENANCY_MONEY_REMINDER,
  tenancyMoneyReminderJob,
} from "../features/tenancy/tenancy-money-reminder.ts";
import { PRUNE_RATE_LIMITS, pruneRateLimits } from "../rate-limits/prune-rate-limits.ts";
import { DEAD_JOB_ALERT, deadJobAlertJob } from "./dead-jobs.ts";
import { EXPIRE_LISTINGS, expireListings } from "./expire-listings.ts";
import type { JobHandler } from "./job.ts";
import { PRUNE_JOBS, pruneJobs } from "./prune-jobs.ts";

/** Every job the worker knows how to run, by name. Add new kinds of work here. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [EXPIRE_LISTINGS]: expireListings,
  [ADVERT_FACTS]: advertFactsJob,
  [ADVERT_FACTS_EMAIL]: advertFactsEmailJob,
  [LISTING_AVAILABILITY]: listingAvailabilityJob,
  [LISTING_AVAILABILITY_EMAIL]: listingAvailabilityEmailJob,
  [COPY_CHECK_EMAIL]: copyCheckEmailJob,
  [SHORTLIST_DIGEST]: shortlistDigestJob,
  [LANDLORD_RESPONSE_TIMES]: landlordResponseTimesJob,
  [VERIFICATION_EMAIL]: verificationEmailJob,
  [VERIFICATION_RETENTION]: verificationRetentionJob,
  [PRUNE_JOBS]: pruneJobs,
  [PRUNE_RATE_LIMITS]: pruneRateLimits,
  [SEND_BOOKING_EMAIL]: sendBookingEmailJob,
  [SEND_BOOKING_EMAIL_TO]: sendBookingEmailToJob,
  [DEAL_ATTENDANCE_REMINDER]: attendanceReminderJob,
  [REPORT_EMAIL]: reportEmailJob,
  [SAVED_SEARCH_MATCH]: savedSearchMatchJob,
  [SAVED_SEARCH_ALERTS]: savedSearchAlertsJob,
  [SAVED_SEARCH_EMAIL]: savedSearchEmailJob,
  [MESSAGE_EMAIL]: messageEmailJob,
  [NOTIFICATION_EMAILS]: sweepNotificationEmails,
  [NOTIFICATION_EMAIL]: notificationEmailJob,
  [PUSH_MESSAGE]: pushMessageJob,
  [PUSH_NOTIFICATIONS]: sweepNotificationPushes,
  [PUSH_NOTIFICATION]: pushNotificationJob,
  [PUSH_DELIVERY]: pushDeliveryJob,
  [DAILY_DIGEST]: dailyDigestJob,
  [DAILY_DIGEST_TO]: dailyDigestToJob,
  [GROUP_REMOVAL_EMAIL]: groupRemovalEmailJob,
  [SIGNED_TENANCY_EMAIL]: signedTenancyEmailJob,
  [RIGHT_TO_RENT_REMINDER]: rightToRentReminderJob,
  [TENANCY_MONEY_REMINDER]: tenancyMoneyReminderJob,
  [GUARANTOR_INVITATION]: guarantorInvitationJob,
  [GUARANTOR_SIGNED_COPY]: guarantorSignedCopyJob,
  [CONTACT_EMAIL_VERIFICATION]: contactEmailVerificationJob,
  [DEAD_JOB_ALERT]: deadJobAlertJob,
  [PHOTO_VARIANTS]: photoVariantsJob,
  [PHOTO_VARIANTS_BACKFILL]: photoVariantsBackfillJob,
};

/** Jobs that take seconds each (encoding images): the worker runs them in a lane of their own. */
export const SLOW_JOBS: readonly string[] = [PHOTO_VARIANTS, PHOTO_VARIANTS_BACKFILL];
