// What a component test in happy-dom needs around a component that talks to the server: the app's
// providers (a fresh query cache, a router, the signed-in person), the network stubbed at `fetch`
// with answers shaped like the server's, and the toasts the app raised.
import type { Me } from "@roost/shared/contracts/profile.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode } from "react";
import type { Root } from "react-dom/client";
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";
import { AuthProvider } from "../lib/auth.tsx";
import { queryKeys } from "../lib/query-keys.ts";

/** GET /api/me for a student who finished onboarding. */
export function signedInStudent(): Me {
  return {
    user: { id: "u-stella", email: "stella@example.com", name: "Stella Student" },
    session: { id: "s1", expires_at: "2027-01-01T00:00:00Z" },
    profile: {
      user_id: "u-stella",
      display_name: "Stella Student",
      email: "stella@example.com",
      phone: null,
      bio: null,
      current_year: "Second year",
      university: null,
      avatar_url: null,
      facebook_url: null,
      instagram_url: null,
      x_url: null,
      interests: [],
      hobbies: [],
      preferred_locations: [],
      user_type: "student",
      is_verified: false,
      is_operator: false,
      budget_min: null,
      budget_max: null,
      created_at: "2026-09-01T10:00:00Z",
      badges: [],
    },
  };
}

interface AppOptions {
  /** Where the router starts. */
  path?: string;
  /** The route pattern the component is mounted on, for one that reads its params. */
  at?: string;
  /** The account GET /api/me has returned; null for a visitor. */
  me?: Me | null;
  /** The window's own history, for a component that reads window.location as the search forms do. */
  browserHistory?: boolean;
}

/** Renders `ui` inside the app's providers; returns where the router is now. */
export function renderInApp(
  root: Root,
  ui: ReactNode,
  { path = "/", at = "*", me = signedInStudent(), browserHistory = false }: AppOptions = {},
) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  client.setQueryData(queryKeys.me, me);
  const shown = { location: path };
  function TrackLocation() {
    const location = useLocation();
    shown.location = location.pathname + location.search;
    return null;
  }
  const app = (
    <AuthProvider>
      <Routes>
        <Route path={at} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <TrackLocation />
    </AuthProvider>
  );
  if (browserHistory) window.history.replaceState(null, "", path);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        {browserHistory ? (
          <BrowserRouter>{app}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>
        )}
      </QueryClientProvider>,
    ),
  );
  return { location: () => shown.location };
}

/** One request the component made, its JSON body parsed. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = (request: SentRequest) => Response | Promise<Response>;

/**
 * Call at a test file's top level: `fetch` answers the routes given with `network.on`, keyed
 * "METHOD /path" (the query string aside), and the test fails on a request it made and did not
 * expect.
 */
export function stubNetworkPerTest() {
  const routes = new Map<string, Reply>();
  const network = {
    requests: [] as SentRequest[],
    on(route: string, reply: Reply) {
      routes.set(route, reply);
    },
    /** The requests made to one route, in order. */
    sent(route: string) {
      return network.requests.filter((r) => `${r.method} ${r.path.split("?")[0]}` === route);
    },
    /** The bodies sent to one route, in order. */
    bodies(route: string) {
      return network.sent(route).map((r) => r.body);
    },
  };
  const unexpected: string[] = [];
  beforeEach(() => {
    routes.clear();
    network.requests.length = 0;
    unexpected.length = 0;
    vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? "GET",
        path,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      };
      network.requests.push(request);
      const route = `${request.method} ${path.split("?")[0]}`;
      const reply = routes.get(route);
      if (reply) return reply(request);
      unexpected.push(route);
      return errorReply(404, "not_found", "No such API endpoint.");
    });
  });
  afterEach(() => {
    expect(unexpected, "requests the test did not stub").toEqual([]);
  });
  // Not after each test: a component unmounted after it may still send (a draft saved on leaving).
  afterAll(() => vi.unstubAllGlobals());
  return network;
}

/** A JSON answer, as the server sends it. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** A refusal in the API's error shape: {"error": {"code", "message"}}. */
export const errorReply = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  json({ error: { code, message } }, status, headers);

/** An answer the test releases when it chooses, to see what shows while a request is out. */
export function heldReply() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { reply: () => response, release };
}

/**
 * Call at a test file's top level: the toasts raised in each test, as "error: title" lines. The
 * app's Toaster is not mounted here; the toast library's calls are what the person would read.
 */
export function recordToastsPerTest() {
  const shown: string[] = [];
  beforeEach(async () => {
    shown.length = 0;
    const { toast } = await import("sonner");
    for (const kind of ["success", "error"] as const)
      vi.spyOn(toast, kind).mockImplementation((title) => {
        shown.push(`${kind}: ${String(title)}`);
        return 0;
      });
  });
  afterEach(() => vi.restoreAllMocks());
  return shown;
}
