// A module of its own: the web app's shell routes to this page, and a module the shell imports
// from is bundled into the shell's chunk whole, with the labels and defaults only the page needs.

/** The web page of the email notification settings, linked from the profile and every notification email. */
export const NOTIFICATION_SETTINGS_PATH = "/notification-settings";
