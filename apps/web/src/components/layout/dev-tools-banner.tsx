import { lazy, Suspense } from "react";
import { useClientConfig } from "../../lib/config.ts";

// Almost every server shows nothing here: the text and its icon stay out of the first load.
const DevToolsNotice = lazy(async () => ({
  default: (await import("./dev-tools-notice.tsx")).DevToolsNotice,
}));

/**
 * Shown on every page when the server has development tools switched on although it is not a
 * local server (e.g. a staging server started with DEV_SIGN_IN=true), so nobody mistakes it for
 * the real site. Nothing while loading, on error or on a normal server.
 */
export function DevToolsBanner() {
  const config = useClientConfig((data) => data.exposedDevTools ?? []);
  const tools = config.data ?? [];
  if (tools.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DevToolsNotice tools={tools} />
    </Suspense>
  );
}
