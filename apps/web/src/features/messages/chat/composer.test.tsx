// @vitest-environment happy-dom
// The composer on its own: Enter sends and empties the box, Shift+Enter does not, a blank message
// cannot be sent, and Enter pressed while the conversation's messages are still loading is kept
// and sent once they have come, not dropped with the text left in the box.
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { button, mountRootPerTest, pressKey, typeInto } from "../../../test/mounted-root.ts";
import { Composer } from "./composer.tsx";

const mounted = mountRootPerTest();

function renderComposer({ accepts = true, disabled = false } = {}) {
  const onSubmit = vi.fn(() => accepts);
  act(() => mounted.root.render(<Composer onSubmit={onSubmit} disabled={disabled} />));
  const area = mounted.container.querySelector("textarea") as HTMLTextAreaElement;
  return { onSubmit, area };
}

describe("Composer", () => {
  it("sends on Enter, empties the box and keeps focus there for the next message", () => {
    const { onSubmit, area } = renderComposer();
    typeInto(area, "Is the flat still available?");
    expect(pressKey(area, "Enter").defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("Is the flat still available?");
    expect(area.value).toBe("");
    expect(document.activeElement).toBe(area);
  });

  it("adds a line on Shift+Enter instead of sending", () => {
    const { onSubmit, area } = renderComposer();
    typeInto(area, "Hi");
    expect(pressKey(area, "Enter", { shiftKey: true }).defaultPrevented).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("cannot send blank text, and keeps text the chat refused", () => {
    const { onSubmit, area } = renderComposer({ accepts: false });
    typeInto(area, "   ");
    expect(button("Send message").disabled).toBe(true);
    pressKey(area, "Enter");
    expect(onSubmit).not.toHaveBeenCalled();

    typeInto(area, "Hello");
    expect(button("Send message").disabled).toBe(false);
    pressKey(area, "Enter");
    expect(area.value).toBe("Hello");
  });
});

describe("Composer while the conversation loads", () => {
  /** A composer whose conversation is still loading, with `text` typed and Enter pressed. */
  function enterWhileLoading(text: string) {
    const rendered = renderComposer({ disabled: true });
    typeInto(rendered.area, text);
    pressKey(rendered.area, "Enter");
    return rendered;
  }

  it("sends a message entered meanwhile as soon as it has loaded", () => {
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
});
