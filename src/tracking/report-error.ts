/**
 * The one place errors are reported (tastic crashes, failed requests, missing translations).
 * Tests observe it with setErrorReporter; production wires an error service with the sample rate
 * of src/config/constants.ts ERROR_SAMPLE_RATE.
 */
export type ErrorReporter = (error: unknown, context: Record<string, unknown>) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  console.error('[storefront]', context, error);
};

let reporter: ErrorReporter = consoleReporter;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? consoleReporter;
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  reporter(error, context);
}
