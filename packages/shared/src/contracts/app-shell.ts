// The page shell the service worker keeps for offline use (decision 065): index.html as it is,
// with no page in it and no one's data, answered by the server at this path. The browser renders
// whatever page was asked for from it.
export const APP_SHELL_PATH = "/app-shell";

/**
 * The mark the service worker puts on the shell's <html> when it answers a navigation with it for
 * want of a network: the page is offline whatever navigator.onLine says, until the server answers.
 */
export const OFFLINE_SHELL_ATTRIBUTE = "data-offline-shell";
