import type { ApiError } from '../../src/domain/api';

/**
 * A failure an action reports on purpose: bad input, missing rights, unknown ids, rule violations.
 * The action wrapper turns it into `{ success: false, errors }` with its status.
 */
export class ActionError extends Error {
  readonly status: number;
  readonly errors: ApiError[];
  /**
   * False: the action wrapper replaces the message by the code's text in the shopper's language
   * (src/i18n/messages/errors.ts). True: the message is the shopper's text already.
   */
  localized = false;
  params: Record<string, string | number> = {};

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.errors = [{ code, message, ...(field ? { field } : {}) }];
  }

  /** An error whose message is already written in the shopper's language (maybe HTML with a link). */
  static localized(status: number, code: string, message: string, field?: string) {
    const error = new ActionError(status, code, message, field);
    error.localized = true;
    return error;
  }

  withParams(params: Record<string, string | number>): this {
    this.params = params;
    return this;
  }

  static badRequest(code: string, message: string, field?: string) {
    return new ActionError(400, code, message, field);
  }
  static unauthorized(message = 'Please log in first.') {
    return new ActionError(401, 'unauthorized', message);
  }
  static forbidden(message = 'This is not yours.') {
    return new ActionError(403, 'forbidden', message);
  }
  static notFound(code: string, message: string, field?: string) {
    return new ActionError(404, code, message, field);
  }
  static conflict(code: string, message: string, field?: string) {
    return new ActionError(409, code, message, field);
  }
  static tooMany(message: string, retryAfterSeconds?: number) {
    const error = new ActionError(429, 'too_many_attempts', message);
    if (retryAfterSeconds) error.errors[0]!.retryAfter = retryAfterSeconds;
    return error;
  }
}
