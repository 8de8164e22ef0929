// Text that users typed (display names, addresses, group names, report details...) and that leaves
// Roost in a line-oriented format — an e-mail header such as Subject or a recipient's display name,
// an iCalendar invitation, an HTTP header — must stay on one line. A CR or LF there starts a new
// header or a new content line, so a name like "Eve\r\nATTENDEE:mailto:x@evil" would add an
// attendee to a calendar invite (header / iCalendar injection). Other control characters have no
// business in such places either (NUL truncates in some parsers, ESC drives terminals reading logs).

/** Line breaks, tabs and the Unicode line/paragraph separators: each run becomes one space. */
const LINE_BREAKS = /[ ]*[\t\n\v\f\r\u0085\u2028\u2029]+[ ]*/g;

/** The remaining C0 controls, DEL and the C1 controls (U+0080–U+009F): removed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * `value` on one line: line breaks (CR, LF, tab, VT, FF, NEL, U+2028, U+2029) collapse to a single
 * space, every other C0/C1 control character is dropped, ordinary spaces are kept, and the ends are
 * trimmed. Apply it to every name and free-text field before it reaches a mail header, an invite
 * or an HTTP header.
 */
export function toSingleLine(value: string): string {
  return withoutControlCharacters(value.replace(LINE_BREAKS, " ")).trim();
}

/** `value` without any C0/C1 control character or DEL (line breaks included: they are dropped). */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}
