import { TriangleAlert } from "lucide-react";

/** The development server warning itself (see dev-tools-banner.tsx), loaded only where it shows. */
export function DevToolsNotice({ tools }: { tools: string[] }) {
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
