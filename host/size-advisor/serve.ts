import path from 'node:path';
import { buildSync } from 'esbuild';

/** Where the stand-in's script is served: the local host's `sizeAdvisorScriptUrl` (site/project.json). */
export const SIZE_ADVISOR_STAND_IN_PATH = '/size-advisor/stand-in.js';

let script: string | null = null;

/**
 * The stand-in's script (./stand-in.ts) as a browser gets it: built once into one file that sets
 * `window.hirmerSizeAdvisor`, as a provider's adapter script does.
 */
export function sizeAdvisorStandInScript(root: string): string {
  if (script) return script;
  const entry = path.join(root, 'host/size-advisor/stand-in.ts');
  const built = buildSync({
    stdin: {
      contents: `import { standInAdvisor } from ${JSON.stringify(entry)};\nwindow.hirmerSizeAdvisor = standInAdvisor;\n`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
  });
  script = built.outputFiles[0]!.text;
  return script;
}
