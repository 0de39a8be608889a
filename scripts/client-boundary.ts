/**
 * Which modules of the SDK are client modules (`'use client'`): in a Next.js app router project a
 * module without the directive that a server component imports runs as a server component, where
 * swr, jotai, react-intl and react-hook-form resolve to their `react-server` builds without hooks and
 * the build fails. So every module that uses state, effects, context, event handlers or browser APIs
 * carries the directive, and so does every tastic (a server-component renderer imports them). The
 * library build refuses a module that needs it and lacks it (rollup.config.ts); the tests read the
 * sources (test/package/client-boundaries.test.ts) and the built files.
 */

/** Packages whose imports only work in client components (their react-server builds lack the hooks). */
const CLIENT_PACKAGES = ['swr', 'jotai', 'react-intl', 'react-hook-form', 'keen-slider', 'react-dom'];
const CLIENT_PACKAGE_IMPORT = new RegExp(`from\\s*['"](?:${CLIENT_PACKAGES.join('|')})(?:/(?!server)[^'"]*)?['"]`);
/** A hook (`useX`, `use`) or `createContext` bound by an import: state, effects, context. */
const HOOK_NAME = /^(?:use[A-Z]\w*|use|createContext)$/;
const EVENT_HANDLER = /\son[A-Z]\w*=\{/;
const BROWSER_API =
  /\b(?:window|document|navigator|localStorage|sessionStorage)\s*[.[]|\btypeof\s+(?:window|document|navigator)\b|\b(?:IntersectionObserver|ResizeObserver|MutationObserver|matchMedia|requestAnimationFrame|requestIdleCallback)\b/;
const CLASS_COMPONENT = /\bextends\s+(?:React\.)?(?:Component|PureComponent)\b/;
/** A tastic's own module: `tastics/<area>/<name>/index.tsx`. */
const TASTIC_MODULE = /(?:^|[\\/])tastics[\\/][^\\/]+[\\/][^\\/]+[\\/]index\.tsx$/;

/** The code without comments and the contents of string literals (a message text may say "window."). */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, (literal) => `${literal[0]}${literal.at(-1)}`);
}

/** Whether the module's first statement is the `'use client'` directive. */
export function hasUseClient(source: string): boolean {
  return /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/.test(source);
}

/** Why a module must be a client module (empty: it may run on the server). `file` is its path in the repository. */
export function clientReasons(source: string, file: string): string[] {
  const code = codeOnly(source);
  const reasons: string[] = [];
  const imported = [...source.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s*['"][^'"]+['"]/g)].flatMap(([, names]) =>
    names!
      .replace(/[{}]/g, ',')
      .split(',')
      .map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^type\s+/, '')
          .trim(),
      )
      .filter(Boolean),
  );
  const hooks = imported.filter((name) => HOOK_NAME.test(name));
  if (hooks.length) reasons.push(`uses ${[...new Set(hooks)].join(', ')}`);
  if (CLIENT_PACKAGE_IMPORT.test(source)) reasons.push(`imports ${CLIENT_PACKAGES.find((p) => new RegExp(`['"]${p}(?:/[^'"]*)?['"]`).test(source))}`);
  if (EVENT_HANDLER.test(code)) reasons.push('has event handlers');
  if (BROWSER_API.test(code)) reasons.push('uses browser APIs');
  if (CLASS_COMPONENT.test(code)) reasons.push('is a class component');
  if (TASTIC_MODULE.test(file)) reasons.push('is a tastic');
  return reasons;
}
