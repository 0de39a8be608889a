import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The import graph of the SDK's TypeScript sources, read from the files themselves (typescript 7 has no JS
 * API): comments are blanked by a small lexer that knows strings, template literals and regular-expression
 * literals, then every `import … from`, `export … from`, side-effect `import '…'` and `import('…')` is
 * collected. Type-only imports are arrows too: a layer that names another layer's types depends on it.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ImportKind = 'value' | 'type' | 'dynamic';

export interface ImportEdge {
  /** Repository-relative path of the importing file. */
  from: string;
  /** Repository-relative path of the imported file, or the package name for a bare specifier. */
  to: string;
  specifier: string;
  kind: ImportKind;
  /** True when `to` is a package (bare specifier), false for a file of the repository. */
  external: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx', '.json'];

/** Every .ts/.tsx file under the given repository folders, repository-relative, sorted. */
export function sourceFiles(folders: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name)) files.push(rel);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

const REGEX_AFTER_CHAR = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_AFTER_WORD = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await', 'instanceof']);

/**
 * The source with every comment and the text of every string, template and regular expression replaced by
 * spaces (line breaks kept), except the strings that name a module (after `from`, `import` or `import(`).
 */
export function withoutComments(source: string): string {
  const out = source.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  // Template literals nest through `${ … }`: the stack holds the brace depth at which each template resumes.
  const templates: number[] = [];
  let braces = 0;
  let i = 0;
  const n = source.length;
  const previousSignificant = (at: number): string => {
    let k = at - 1;
    while (k >= 0 && /\s/.test(out[k]!)) k--;
    if (k < 0) return '';
    if (!/[\w$]/.test(out[k]!)) return out[k]!;
    let start = k;
    while (start > 0 && /[\w$]/.test(out[start - 1]!)) start--;
    return source.slice(start, k + 1);
  };
  const namesModule = (at: number): boolean => {
    const before = previousSignificant(at);
    if (before === 'from' || before === 'import') return true;
    if (before !== '(') return false;
    let k = at - 1;
    while (out[k] !== '(') k--;
    return previousSignificant(k) === 'import';
  };
  const skipString = (quote: string) => {
    const start = i;
    const keep = namesModule(i);
    i++;
    while (i < n && source[i] !== quote) {
      if (source[i] === '\\') i++;
      else if (source[i] === '\n') break; // an unterminated string ends at the line (JSX text with an apostrophe)
      i++;
    }
    if (!keep) blank(start + 1, Math.min(i, n));
    if (source[i] === quote) i++;
  };
  const skipTemplate = () => {
    // i is just after a backtick or a closing `}` of a substitution
    const start = i;
    while (i < n) {
      const c = source[i]!;
      if (c === '\\') i += 2;
      else if (c === '`') {
        blank(start, i);
        i++;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        blank(start, i);
        i += 2;
        templates.push(braces);
        braces++;
        return;
      } else i++;
    }
    blank(start, n);
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      skipString(c);
    } else if (c === '`') {
      i++;
      skipTemplate();
    } else if (c === '{') {
      braces++;
      i++;
    } else if (c === '}') {
      braces--;
      i++;
      if (templates.length > 0 && templates[templates.length - 1] === braces) {
        templates.pop();
        skipTemplate();
      }
    } else if (c === '/') {
      const before = previousSignificant(i);
      const isRegex = before === '' || REGEX_AFTER_CHAR.has(before) || REGEX_AFTER_WORD.has(before);
      i++;
      if (isRegex) {
        const start = i;
        let inClass = false;
        while (i < n && source[i] !== '\n') {
          const r = source[i]!;
          if (r === '\\') i++;
          else if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
          i++;
        }
        blank(start, Math.min(i, n));
        i++;
      }
    } else i++;
  }
  return out.join('');
}

const STATIC_FROM = /(?:^|[;}\n])[ \t]*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*(['"])([^'"\n]+)\4/g;
const SIDE_EFFECT = /(?:^|[;}\n])[ \t]*import\s*(['"])([^'"\n]+)\1/g;
const DYNAMIC = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** Whether a named-import clause names only types (`{ type A, type B }`). */
function onlyTypes(clause: string): boolean {
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The import statements of one source text: specifier and kind. */
export function importsOf(source: string): { specifier: string; kind: ImportKind }[] {
  const code = withoutComments(source);
  const found: { specifier: string; kind: ImportKind }[] = [];
  for (const m of code.matchAll(STATIC_FROM)) {
    const isType = Boolean(m[2]) || onlyTypes(m[3]!.trim());
    found.push({ specifier: m[5]!, kind: isType ? 'type' : 'value' });
  }
  for (const m of code.matchAll(SIDE_EFFECT)) found.push({ specifier: m[2]!, kind: 'value' });
  for (const m of code.matchAll(DYNAMIC)) found.push({ specifier: m[2]!, kind: 'dynamic' });
  return found;
}

/** Resolves a relative specifier from a repository file to a repository file, as the bundler would. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const base = path.posix.join(path.posix.dirname(from), bare);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    const absolute = path.join(REPO_ROOT, candidate);
    if (fs.existsSync(absolute) && fs.statSync(absolute).isFile()) return candidate;
  }
  return null;
}

/** The package an import names (`react-dom/client` -> `react-dom`, `@scope/x/y` -> `@scope/x`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every import of the files under the given folders. A relative import that resolves to no file throws (unless told to skip it). */
export function importGraph(folders: string[], options: { unresolved?: 'throw' | 'skip' } = {}): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(folders)) {
    const source = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const { specifier, kind } of importsOf(source)) {
      if (specifier.startsWith('.')) {
        const to = resolveSpecifier(file, specifier);
        if (!to) {
          if (options.unresolved === 'skip') continue;
          throw new Error(`${file}: cannot resolve ${specifier}`);
        }
        edges.push({ from: file, to, specifier, kind, external: false });
      } else {
        edges.push({ from: file, to: packageOf(specifier), specifier, kind, external: true });
      }
    }
  }
  return edges;
}

/**
 * The import cycles among the given edges: each strongly connected component with more than one file
 * (or a file importing itself), as a sorted list of its files (Tarjan's algorithm).
 */
export function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.external) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    if (!next.has(edge.to)) next.set(edge.to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (next.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}
