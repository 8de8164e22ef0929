// @vitest-environment happy-dom
// The composer while the conversation's messages are still loading: Enter pressed then is kept
// and sent once they have come, not dropped with the text left in the box.
import { act } from "react";
import { expect, it, vi } from "vitest";
import { mountRootPerTest, typeInto } from "../../../test/mounted-root.ts";
import { Composer } from "./composer.tsx";

const mounted = mountRootPerTest();

function pressEnter(area: HTMLTextAreaElement) {
  act(() => {
    area.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
  });
}

/** A composer whose conversation is still loading, with `text` typed and Enter pressed. */
function enterWhileLoading(text: string) {
  const onSubmit = vi.fn(() => true);
  act(() => mounted.root.render(<Composer onSubmit={onSubmit} disabled />));
  const area = mounted.container.querySelector("textarea") as HTMLTextAreaElement;
  typeInto(area, text);
  pressEnter(area);
  return { onSubmit, area };
}

it("sends a message entered while the conversation loads as soon as it has loaded", () => {
  const { onSubmit, area } = enterWhileLoading("Hi Ada");
  expect(onSubmit).not.toHaveBeenCalled();

  act(() => mounted.root.render(<Composer onSubmit={onSubmit} disabled={false} />));
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith("Hi Ada");
  expect(area.value).toBe("");
});

it("does not send it if the text is changed after Enter: the Enter was for the text as it was", () => {
  const { onSubmit, area } = enterWhileLoading("Hi Ada");
  typeInto(area, "Hi Ada, and");

  act(() => mounted.root.render(<Composer onSubmit={onSubmit} disabled={false} />));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(area.value).toBe("Hi Ada, and");
});
