import type * as z from 'zod';
import type { Request, Response } from '@frontastic/extension-types';
import { errorsFromZod, type ApiError } from '../../src/domain/api';
import { ActionError } from './errors';
import { errorMessage, hasErrorMessage } from './error-messages';
import { messageOfIssue } from '../../src/i18n/field-messages';
import { hasMessage } from '../../src/i18n/catalog';
import { translate } from '../../src/i18n/translate';
import { readSession, type SessionData } from './session';
import { verifiedSession } from './auth';
import { DomainError } from '../services';
import { answerWithinBudget, BackendUnavailableError, backendUnavailable, queryOf } from './budget';
import { SettingsError } from '../settings';
import type { Language } from '../../src/config/languages';
import type { RequestContext, RequestContextSource } from './request-context';

/** A rule a port enforces (stock, unknown ids, ownership) answers with the matching 4xx status. */
const DOMAIN_ERROR_STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
};

/** Largest request body an action accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What an action's handler gets: the call's context (extensions/lib/request-context.ts), its checked body and query, the verified session. */
export interface ActionInput<Body, Query> extends RequestContext {
  body: Body;
  query: Query;
  session: SessionData;
  request: Request;
}

export interface ActionResult<T> {
  status?: number;
  body: T;
  /** New session (replaces the old one: build it with mergeSession); null clears it; omitted keeps it. */
  session?: SessionData | null;
}

interface ActionDefinition<BodySchema extends z.ZodType | undefined, QuerySchema extends z.ZodType | undefined, T> {
  body?: BodySchema;
  query?: QuerySchema;
  /** Answer 401 unless the session belongs to a logged-in account. */
  requireAccount?: boolean;
  handler: (
    input: ActionInput<
      BodySchema extends z.ZodType ? z.output<BodySchema> : undefined,
      QuerySchema extends z.ZodType ? z.output<QuerySchema> : Record<string, string>
    >,
  ) => Promise<ActionResult<T>> | ActionResult<T>;
}

declare const answerType: unique symbol;
declare const bodyType: unique symbol;
declare const queryType: unique symbol;

/**
 * An action as the request context (extensions/request-context.ts) hands it to the runtime, carrying
 * (as types only) the body and query it accepts and the answer it gives: `extensions/api-contract.ts`
 * reads them, so the browser's endpoint functions take their types from here and a changed answer
 * breaks the compile of its callers.
 */
export type TypedAction<Body, Query, Answer> = ((request: Request, source: RequestContextSource) => Promise<Response>) & {
  readonly [answerType]?: Answer;
  readonly [bodyType]?: Body;
  readonly [queryType]?: Query;
};

/** The answer body an action gives on success (what its handler returns as `body`). */
export type AnswerOfAction<A> = A extends { readonly [answerType]?: infer T } ? T : never;
/** The request body an action accepts (its zod schema's input). */
export type BodyOfAction<A> = A extends { readonly [bodyType]?: infer B } ? B : never;
/** The query an action accepts (its zod schema's input). */
export type QueryOfAction<A> = A extends { readonly [queryType]?: infer Q } ? Q : never;

/** An action error's entries with their texts in the shopper's language (unless written so already). */
function localizedErrors(error: ActionError, language: Language): ApiError[] {
  if (error.localized) return error.errors;
  return error.errors.map((e) => (hasErrorMessage(e.code) ? { ...e, message: errorMessage(e.code, language, error.params) } : e));
}

/**
 * Validation errors in the shopper's language: a rule of the shop's own (a custom code such as
 * `birthdate_range`) has its text in the error area; zod's generic codes get the field message of
 * their code and parameters ("at least 5 characters"), the same text the forms show.
 */
function localizedZodErrors(error: z.ZodError, language: Language): ApiError[] {
  return errorsFromZod(error).map((e, i) => {
    if (hasErrorMessage(e.code)) return { ...e, message: errorMessage(e.code, language) };
    const field = messageOfIssue(error.issues[i]!);
    return hasMessage(field.id) ? { ...e, message: translate(field.id, language, field.values) } : e;
  });
}

export function failure(status: number, errors: ApiError[]): Response {
  return { statusCode: status, body: JSON.stringify({ success: false, errors }) };
}

/**
 * Content types a plain HTML form (or a no-cors fetch) of another site can send without the
 * browser asking first. A JSON body under one of them is refused: that is the cross-site request
 * forgery path (e.g. a form posting `text/plain` JSON to the login). The shop's own calls send
 * `application/json`; callers without a browser may send no content type at all.
 */
const FORM_CONTENT_TYPES = /^\s*(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

function contentTypeOf(request: Request): string | undefined {
  const headers = (Array.isArray(request.headers) ? {} : (request.headers ?? {})) as Record<string, string>;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
  return key ? String(headers[key]) : undefined;
}

function parseJsonBody(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length > MAX_BODY_BYTES) throw new ActionError(413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw ActionError.badRequest('malformed_json', 'The request body is not valid JSON.');
  }
}

/**
 * Wraps an action: parses and validates body and query with zod, checks the session, maps
 * ActionError to `{ success: false, errors }` with its 4xx status. Unexpected errors are logged and
 * answered with 500 without details: they are bugs, and the property tests hunt for them.
 */
export function defineAction<BodySchema extends z.ZodType | undefined = undefined, QuerySchema extends z.ZodType | undefined = undefined, T = unknown>(
  definition: ActionDefinition<BodySchema, QuerySchema, T>,
): TypedAction<
  BodySchema extends z.ZodType ? z.input<BodySchema> : undefined,
  QuerySchema extends z.ZodType ? z.input<QuerySchema> : Record<string, string>,
  T
> {
  return async (request: Request, source: RequestContextSource): Promise<Response> =>
    answerWithinBudget(request, source.budgetMs(), source.language, () => run(request, source));

  async function run(request: Request, source: RequestContextSource): Promise<Response> {
    const language = source.language;
    // A session whose login ended is answered as anonymous, and its cookie is replaced.
    let revoked: SessionData | null = null;
    const withRevocation = (response: Response): Response => (revoked && response.sessionData === undefined ? { ...response, sessionData: revoked } : response);
    try {
      const context = await source.context();
      const verified = await verifiedSession(context.services, readSession(request.sessionData));
      const session = verified.session;
      if (verified.revoked) revoked = session;
      if (definition.requireAccount && !session.accountId) return withRevocation(failure(401, localizedErrors(ActionError.unauthorized(), language())));
      let body: unknown;
      const contentType = contentTypeOf(request);
      if (request.body && contentType !== undefined && FORM_CONTENT_TYPES.test(contentType)) {
        return failure(415, localizedErrors(new ActionError(415, 'unsupported_media_type', ''), language()));
      }
      if (definition.body) {
        const parsed = definition.body.safeParse(parseJsonBody(request.body));
        if (!parsed.success) return failure(400, localizedZodErrors(parsed.error, language()));
        body = parsed.data;
      }
      let query: unknown = queryOf(request);
      if (definition.query) {
        const parsed = definition.query.safeParse(query);
        if (!parsed.success) return failure(400, localizedZodErrors(parsed.error, language()));
        query = parsed.data;
      }
      const result = await definition.handler({ ...context, body: body as never, query: query as never, session, request });
      const response: Response = { statusCode: result.status ?? 200, body: JSON.stringify(result.body) };
      if (result.session !== undefined) response.sessionData = result.session;
      return withRevocation(response);
    } catch (error) {
      if (error instanceof ActionError) return withRevocation(failure(error.status, localizedErrors(error, language())));
      if (error instanceof DomainError) {
        const message = hasErrorMessage(error.code) ? errorMessage(error.code, language(), error.params) : error.message;
        const retryAfter = typeof error.params?.retryAfterSeconds === 'number' ? { retryAfter: error.params.retryAfterSeconds } : {};
        return withRevocation(
          failure(DOMAIN_ERROR_STATUS[error.kind], [{ code: error.code, message, ...(error.field ? { field: error.field } : {}), ...retryAfter }]),
        );
      }
      if (error instanceof BackendUnavailableError) {
        console.warn(`[action] ${request.method} ${request.path}: ${error.message}`);
        return withRevocation(backendUnavailable(language()));
      }
      if (error instanceof SettingsError) {
        // A deployment without its settings: the operator reads what is missing in the log, the shopper a 503.
        console.error(`[action] ${request.method} ${request.path}: ${error.message}`);
        return failure(503, [{ code: 'backend_not_configured', message: errorMessage('backend_not_configured', language()) }]);
      }
      console.error(`[action] ${request.method} ${request.path} failed:`, error);
      return failure(500, [{ code: 'internal', message: errorMessage('internal', language()) }]);
    }
  }
}
