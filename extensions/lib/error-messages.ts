import type { Language } from '../../src/config/languages';
import { hasMessage, serverMessageIds } from '../../src/i18n/catalog';
import type { errors } from '../../src/i18n/messages/errors';
import { translate, type MessageValues } from '../../src/i18n/translate';

/**
 * Error codes with a text in the catalogue (src/i18n/messages/errors.ts, `errors.<code>`): the
 * actions answer `errors[].message` in the shopper's language through here.
 */
export type ErrorCode = keyof typeof errors extends `errors.${infer Code}` ? Code : never;
export type ErrorParams = MessageValues;

export function hasErrorMessage(code: string): code is ErrorCode {
  return hasMessage(`errors.${code}`);
}

/** The text of an error code in a language, its placeholders filled from `params`. */
export function errorMessage(code: ErrorCode, language: Language, params: ErrorParams = {}): string {
  return translate(`errors.${code}`, language, params);
}

/** Every code with a text (for the test that keeps throw sites and texts in step). */
export const ERROR_CODES = serverMessageIds()
  .filter((id) => id.startsWith('errors.'))
  .map((id) => id.slice('errors.'.length)) as ErrorCode[];
