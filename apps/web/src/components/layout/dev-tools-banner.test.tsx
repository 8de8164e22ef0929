import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../lib/query-keys.ts";
import { DevToolsBanner } from "./dev-tools-banner.tsx";

/**
 * The banner as rendered once GET /api/config has answered with these exposed tools, with its
 * lazy text loaded (as the server renders it).
 */
async function render(exposedDevTools: string[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.config, { devSignIn: true, demoAccounts: [], exposedDevTools });
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <DevToolsBanner />
    </QueryClientProvider>,
  );
  return new Response(prelude).text();
}

describe("DevToolsBanner", () => {
  it("warns on every page when the development sign-in is on for a non-local server", async () => {
    const html = await render(["sign-in", "mailbox"]);
    expect(html).toContain("Development sign-in is on");
    expect(html).toContain("anyone can sign in as any user");
  });

  it("names other development tools when the sign-in is off", async () => {
    const html = await render(["mailbox", "test clock"]);
    expect(html).toContain("Development tools are on");
    expect(html).toContain("mailbox, test clock");
  });

  it("shows nothing on a normal or local server", async () => {
    expect(await render([])).toBe("");
  });
});
