import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";

/**
 * A person at the keyboard and the mouse, as fast as the emulated page goes: no pause between
 * keys, and no check of CSS pointer-events before a click, which happy-dom computes slowly and
 * which means nothing here (the stylesheets are not loaded; the browser suite clicks real layout).
 */
export function setupUser() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return Object.assign(user, {
    /**
     * Puts `text` in a field as a person who clicks it and pastes would: the field ends as typing
     * leaves it, with one input event where `type` makes four a key. For what each key does, `type`.
     */
    async fill(field: HTMLElement, text: string): Promise<void> {
      await user.click(field);
      await user.paste(text);
    },
  });
}
