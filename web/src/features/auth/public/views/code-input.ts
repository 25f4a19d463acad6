/** Verification and reset codes: 6 digits (docs/modules/auth.md). */
export const CODE_LENGTH = 6;

/** Keeps the digits of what was typed or pasted ("123 456" -> "123456"), at most 6. */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** Attributes of a code input: numeric keypad, one-time-code autofill, 6 characters. */
export const CODE_INPUT_PROPS = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: CODE_LENGTH,
  pattern: '[0-9]*',
  controlClassName: 'field__control--code',
} as const;
