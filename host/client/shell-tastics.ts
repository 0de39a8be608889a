import type { TasticModule } from '../../src/shop/registry';
import * as header from '../../tastics/navigation/header';

/**
 * The tastics in every page's head section (site/): their code goes into the shell chunk
 * (host/client-bundle.ts), and the browser takes them from there (host/client/hydrate.tsx), not
 * through their entry scripts, each a request for a file that only re-exports them.
 */
export const SHELL_TASTICS: Readonly<Record<string, TasticModule>> = { 'hirmer/navigation/header': header };
