import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `@hirmer/storefront-sdk/next-config`: what a Frontend project's `next.config` adds for the shop,
 * on webpack (Next 15, the B2C starter) and on Turbopack (Next 16, the B2B starter) alike.
 *
 * The browser gets the shop's messages parsed already (`compileMessages` on the server): react-intl
 * then formats their syntax trees and never parses a message, but its formatter imports formatjs'
 * ICU parser all the same (about 28 KB of minified JavaScript on every page). Its `no-parser` entry
 * has the same exports without the parser (formatjs' advice for precompiled messages); the browser's
 * bundle gets it instead. The server's bundles keep the parser: `compileMessages` runs there.
 *
 * A server component importing from the package's main entry (`ShopShell`, `TasticSlot` in a
 * server-component renderer) makes every client module that entry re-exports a script of the route,
 * tree-shaking aside: Next.js's `optimizePackageImports` resolves such an import to the modules it
 * names (the example's B2B route: 160 kB of first-load JavaScript, 131 kB with it).
 */

const PACKAGE = '@hirmer/storefront-sdk';
const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = `${PARSER}/no-parser.js`;

/** The parts of webpack's configuration this touches (Next.js passes its own). */
interface WebpackConfiguration {
  resolve?: { alias?: Record<string, unknown> };
}

/** The context Next.js passes to `webpack(config, context)`: `isServer` for its server and edge builds. */
interface WebpackContext {
  isServer: boolean;
}

/** The parts of Next.js's configuration this touches; the rest is passed on as it is. */
export interface NextConfigLike {
  // biome-ignore lint/suspicious/noExplicitAny: Next.js types its webpack hook with webpack's own types, which the SDK does not depend on
  webpack?: ((config: any, context: any) => any) | null;
  turbopack?: { resolveAlias?: Record<string, unknown> };
  experimental?: { turbo?: { resolveAlias?: Record<string, unknown> }; optimizePackageImports?: string[] };
}

/** Whether the project's Next.js reads `turbopack` (15.3 and later; before it, `experimental.turbo`). */
function readsTurbopackKey(projectRoot: string): boolean {
  try {
    const { version } = createRequire(path.join(projectRoot, 'package.json'))('next/package.json') as { version: string };
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return major > 15 || (major === 15 && minor >= 3);
  } catch {
    return true;
  }
}

/**
 * The project's Next.js configuration with the shop's browser aliases: formatjs' ICU parser resolves
 * to its `no-parser` entry in the browser's bundle (webpack's `resolve.alias` of the client build;
 * Turbopack's `resolveAlias` under the `browser` condition); and the package among the
 * `optimizePackageImports`. A `webpack` function of the project's own runs first.
 *
 *   // next.config.mjs
 *   import { withStorefront } from '@hirmer/storefront-sdk/next-config';
 *   export default withStorefront({ ... });
 */
export function withStorefront<C extends NextConfigLike>(
  config: C = {} as C,
  projectRoot: string = process.cwd(),
): C & NextConfigLike & { webpack: NonNullable<NextConfigLike['webpack']>; experimental: NonNullable<NextConfigLike['experimental']> } {
  const ownWebpack = config.webpack;
  const turbopackAlias = { [PARSER]: { browser: NO_PARSER } };
  const optimizePackageImports = [...new Set([...(config.experimental?.optimizePackageImports ?? []), PACKAGE])];
  const onTurbopackKey = readsTurbopackKey(projectRoot);
  const turbo = config.experimental?.turbo;
  return {
    ...config,
    ...(onTurbopackKey ? { turbopack: { ...config.turbopack, resolveAlias: { ...config.turbopack?.resolveAlias, ...turbopackAlias } } } : {}),
    experimental: {
      ...config.experimental,
      optimizePackageImports,
      ...(onTurbopackKey ? {} : { turbo: { ...turbo, resolveAlias: { ...turbo?.resolveAlias, ...turbopackAlias } } }),
    },
    webpack(webpackConfig: WebpackConfiguration, context: WebpackContext) {
      const result: WebpackConfiguration = ownWebpack ? ownWebpack(webpackConfig, context) : webpackConfig;
      if (context.isServer) return result;
      const resolve = (result.resolve ??= {});
      // `$`: the package's own name only, not its other entries (no-parser.js among them).
      resolve.alias = { ...resolve.alias, [`${PARSER}$`]: NO_PARSER };
      return result;
    },
  };
}
