import type { actions } from './actions';
import type { AnswerOfAction, BodyOfAction, QueryOfAction } from './lib/action';
import type { HttpMethod, RouteTable } from './routes';

/**
 * The API contract, as types only: for each route of `routes.ts`, the body its action accepts and
 * the answer it gives, read from the action definitions themselves. The browser's endpoint
 * functions (`src/api`) call an action by its name (`hirmer-cart/add`) through `call(method, name)`
 * and take their types from here, so changing an action's answer breaks the compile of every
 * caller. Nothing here exists at run time: the browser bundle imports it with `import type` only.
 */
type Actions = typeof actions;

type ActionOf<R> = R extends { namespace: infer N extends keyof Actions; action: infer A extends string }
  ? A extends keyof Actions[N]
    ? Actions[N][A]
    : never
  : never;

type RouteAt<M extends HttpMethod, P extends string> = Extract<RouteTable, { method: M; path: P }>;

/** The paths a method reaches, with `{name}` for path parameters. */
export type ApiPath<M extends HttpMethod> = Extract<RouteTable, { method: M }>['path'];

/** What a value looks like after JSON: dates become strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends (...args: never[]) => unknown
      ? never
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

/** The success answer of the action at a route, as the browser receives it. */
export type AnswerAt<M extends HttpMethod, P extends string> = Wire<AnswerOfAction<ActionOf<RouteAt<M, P>>>>;

/** The request body the action at a route accepts. */
export type BodyAt<M extends HttpMethod, P extends string> = BodyOfAction<ActionOf<RouteAt<M, P>>>;

/** The parameters a path template names (`/orders/history/{year}` -> { year }). */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string | number } & PathParams<Rest> : unknown;

type NameOf<R> = R extends { namespace: infer N extends string; action: infer A extends string } ? `${N}/${A}` : never;

/**
 * The actions the browser calls with a method, by the runtime's name `{namespace}/{action}`
 * (the address `/frontastic/action/{namespace}/{action}`): those the route table lists for it.
 */
export type ActionName<M extends HttpMethod> = NameOf<Extract<RouteTable, { method: M }>>;

type ActionNamed<Name extends string> = Name extends `${infer N}/${infer A}` ? ActionOf<{ namespace: N; action: A }> : never;

/** The success answer of an action, as the browser receives it. */
export type ActionAnswer<Name extends string> = Wire<AnswerOfAction<ActionNamed<Name>>>;

/** The request body an action accepts. */
export type ActionBody<Name extends string> = BodyOfAction<ActionNamed<Name>>;

/** The query an action accepts: the values of an address (strings), numbers written out. */
export type ActionQuery<Name extends string> = {
  [K in keyof QueryOfAction<ActionNamed<Name>>]?: string | number | readonly (string | number)[] | undefined;
};
