/**
 * The line the outbox prints for each stored message. Names and addresses
 * come from whoever posts, so every control character is printed escaped:
 * otherwise an ANSI escape could clear the terminal and a line break could
 * forge a second "outbox:" line. Unicode line separators and bidirectional
 * overrides, which can hide or reorder text on screen, are escaped too.
 */
import type { OutboxRequest } from './request.ts';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function escapeControlCharacters(text: string): string {
  return text.replace(UNSAFE_FOR_TERMINAL, (character) => {
    const named = NAMED_ESCAPES[character];
    if (named !== undefined) return named;
    const code = character.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

export function outboxLogLine(request: OutboxRequest, storedIn: string): string {
  const { from_name, to_email, message } = request.params;
  const length = [...message].length;
  const sender = escapeControlCharacters(`${from_name} <${to_email}>`);
  return `outbox: ${request.form} message from ${sender}, ${length} characters, stored in ${escapeControlCharacters(storedIn)}`;
}
