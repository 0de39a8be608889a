/**
 * One thing wrong in the project's editor schemas or site content. `file` is relative to the
 * project root, `path` a JSON pointer into that file ('' for the whole file).
 */
export interface Problem {
  file: string;
  path: string;
  message: string;
  /** Refused like an error, but about a convention rather than a runtime failure. */
  severity?: 'warning';
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${pointerSegment(s)}`).join('');
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + pointer(...segments);
}

/** Collects problems for one file, so checks only name the pointer. */
export class Reporter {
  readonly problems: Problem[] = [];
  constructor(readonly file: string) {}

  error(path: string, message: string): void {
    this.problems.push({ file: this.file, path, message });
  }

  warning(path: string, message: string): void {
    this.problems.push({ file: this.file, path, message, severity: 'warning' });
  }
}

export function formatProblem(problem: Problem): string {
  const prefix = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}: ${problem.path || '/'}: ${prefix}${problem.message}`;
}

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}
