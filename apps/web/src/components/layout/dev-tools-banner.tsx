import { TriangleAlert } from "lucide-react";
import { useClientConfig } from "../../lib/config.ts";

/**
 * Shown on every page when the server has development tools switched on although it is not a
 * local server (e.g. a staging server started with DEV_SIGN_IN=true), so nobody mistakes it for
 * the real site. Nothing while loading, on error or on a normal server.
 */
export function DevToolsBanner() {
  const config = useClientConfig((data) => data.exposedDevTools ?? []);
  const tools = config.data ?? [];
  if (tools.length === 0) return null;
  const signIn = tools.includes("sign-in");
  return (
    <section
      aria-label="Development server warning"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-amber-950 sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">
            {signIn ? "Development sign-in is on" : "Development tools are on"}
          </strong>{" "}
          <span>
            {signIn
              ? "— anyone can sign in as any user with just an email address. "
              : `— ${tools.join(", ")}. `}
            This is a test server: don't enter real personal details.
          </span>
        </p>
      </div>
    </section>
  );
}
