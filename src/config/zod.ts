import * as z from 'zod';

/**
 * zod as the SDK's code imports it (test/house/zod-import.test.ts holds every module of src/ and
 * tastics/ to it). zod compiles a fast parser for each object schema with `new Function`, after
 * probing whether the page allows that: under the shop's Content-Security-Policy (no 'unsafe-eval')
 * the probe is a violation the browser reports on every page that parses (Lighthouse's best
 * practices: "Issues were logged"). In a browser zod parses without compiling, as fast for a form's
 * few fields; on the server (actions, server rendering) it keeps its compiled parsers.
 * (`globalThis.document`, not `typeof document`: this module is no client module, scripts/client-boundary.ts.)
 */
if (globalThis.document !== undefined) z.config({ jitless: true });

export * from 'zod';
