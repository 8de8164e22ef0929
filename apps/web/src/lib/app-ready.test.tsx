// @vitest-environment happy-dom
// The page is marked ready only once each of its lazy parts has hydrated: the end-to-end tests and
// the boot module's hold on forms (boot.ts) both go by the mark.
import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import { act, lazy, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { expect, it } from "vitest";
import { MarkHydrated } from "./app-ready.ts";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

it("marks #root once the page and the footer's form have both come, not at the first commit", async () => {
  const root = document.createElement("div");
  root.id = "root";
  document.body.append(root);
  let arrive = () => {};
  const LateForm = lazy(
    () =>
      new Promise<{ default: () => null }>((resolve) => (arrive = () => resolve({ default: () => null }))),
  );
  const app = createRoot(root);
  await act(async () =>
    app.render(
      <>
        <Suspense>
          <MarkHydrated />
        </Suspense>
        <Suspense>
          <LateForm />
          <MarkHydrated />
        </Suspense>
      </>,
    ),
  );
  expect(root.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);

  await act(async () => arrive());
  expect(root.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
  act(() => app.unmount());
});
