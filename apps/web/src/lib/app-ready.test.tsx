// @vitest-environment happy-dom
// The page is marked ready only once each of its lazy parts has hydrated: the end-to-end tests and
// the boot module's hold on forms (boot.ts) both go by the mark.
import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import { act, lazy, Suspense } from "react";
import { expect, it } from "vitest";
import { mountRootPerTest } from "../test/mounted-root.ts";
import { MarkHydrated } from "./app-ready.ts";

const mounted = mountRootPerTest();

it("marks #root once the page and the footer's form have both come, not at the first commit", async () => {
  const root = mounted.container;
  root.id = "root";
  let arrive = () => {};
  const LateForm = lazy(
    () =>
      new Promise<{ default: () => null }>((resolve) => (arrive = () => resolve({ default: () => null }))),
  );
  await act(async () =>
    mounted.root.render(
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
});
