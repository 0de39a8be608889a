/**
 * Builds the example Frontend project (examples/frontend-next) as a project gets the SDK: `npm pack`
 * of this repository, the tarball installed beside Next.js, `next build`. Once per Next.js version
 * (15 with webpack, as the B2C starter; 16 with Turbopack, as the B2B starter), each in a folder of
 * its own under .build/example/ that keeps its node_modules between runs. A fingerprint of the
 * sources skips what is built already. `npm run example` (`-- --force` rebuilds); CI runs it as a
 * step of its own and the journeys (test/e2e/frontend-next.e2e.ts) start the builds.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXAMPLE_SOURCE = path.join(REPO, 'examples/frontend-next');
export const EXAMPLE_WORK = path.join(REPO, '.build/example');

export interface ExampleTarget {
  name: string;
  next: string;
  bundler: 'webpack' | 'turbopack';
}

export const EXAMPLE_TARGETS: readonly ExampleTarget[] = [
  { name: 'next15', next: '15.2.6', bundler: 'webpack' },
  { name: 'next16', next: '16.4.6', bundler: 'turbopack' },
];

/** What a built example is made of: the SDK's sources and build, and the example's own files. */
const FINGERPRINTED = [
  'package.json',
  'package-lock.json',
  'rollup.config.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts',
  'src',
  'tastics',
  'extensions',
  'schemas',
  'examples/frontend-next',
];
const SKIPPED = new Set(['node_modules', '.next', 'dist', 'next-env.d.ts']);

function filesUnder(entry: string, found: string[] = []): string[] {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return found;
  if (stat.isFile()) found.push(entry);
  else for (const name of fs.readdirSync(entry).sort()) if (!SKIPPED.has(name)) filesUnder(path.join(entry, name), found);
  return found;
}

export function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of FINGERPRINTED.flatMap((entry) => filesUnder(path.join(REPO, entry)))) {
    hash.update(path.relative(REPO, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export const targetDir = (target: ExampleTarget) => path.join(EXAMPLE_WORK, target.name);
const stampOf = (target: ExampleTarget) => path.join(targetDir(target), '.built-from');

/** Whether a target's build is there and made from the current sources. */
export function isBuilt(target: ExampleTarget, fingerprint = sourceFingerprint()): boolean {
  const stamp = stampOf(target);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint && fs.existsSync(path.join(targetDir(target), '.next/BUILD_ID'));
}

async function run(command: string, args: string[], cwd: string, log: (m: string) => void): Promise<void> {
  log(`$ ${command} ${args.join(' ')}   (in ${path.relative(REPO, cwd) || '.'})`);
  try {
    await exec(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' },
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${(e.stdout ?? '').slice(-6000)}\n${(e.stderr ?? '').slice(-6000)}`);
  }
}

const packStamp = () => path.join(EXAMPLE_WORK, '.packed-from');
const LOCK_STALE_MS = 30 * 60_000;

/**
 * One packing or building at a time (the journeys and the packed-package test may ask together):
 * a lock folder under .build/example, taken over when older than half an hour (a run that died).
 */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(EXAMPLE_WORK, { recursive: true });
  const lock = path.join(EXAMPLE_WORK, '.lock');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * `npm pack` of the repository (its prepack builds dist/): the tarball a project installs, made once
 * per state of the sources (the example's builds and the packed-package test share it).
 */
export function packedTarball(log: (m: string) => void = () => {}, fingerprint = sourceFingerprint()): Promise<string> {
  return exclusively(() => pack(log, fingerprint));
}

async function pack(log: (m: string) => void, fingerprint: string): Promise<string> {
  const { version, name } = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string; name: string };
  const tarball = path.join(EXAMPLE_WORK, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
  if (fs.existsSync(tarball) && fs.existsSync(packStamp()) && fs.readFileSync(packStamp(), 'utf8') === fingerprint) return tarball;
  fs.rmSync(tarball, { force: true });
  fs.rmSync(packStamp(), { force: true });
  await run('npm', ['pack', '--pack-destination', EXAMPLE_WORK, '--loglevel=warn'], REPO, log);
  if (!fs.existsSync(tarball)) throw new Error(`npm pack wrote no ${tarball}`);
  fs.writeFileSync(packStamp(), fingerprint);
  return tarball;
}

/** The example's files into the target's folder (its node_modules stay), its package.json on the target's Next.js and the tarball. */
function stage(target: ExampleTarget, tarball: string): void {
  const dir = targetDir(target);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir))
    if (name !== 'node_modules' && name !== 'package-lock.json') fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  fs.cpSync(EXAMPLE_SOURCE, dir, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) || source === EXAMPLE_SOURCE });
  const pkg = JSON.parse(fs.readFileSync(path.join(EXAMPLE_SOURCE, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  pkg.dependencies.next = target.next;
  pkg.dependencies['@hirmer/storefront-sdk'] = `file:${path.relative(dir, tarball)}`;
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  // The example's proxy.ts (Next 16's file convention) is middleware.ts before Next 16; its default export serves both.
  if (Number(target.next.split('.')[0]) < 16) fs.renameSync(path.join(dir, 'proxy.ts'), path.join(dir, 'middleware.ts'));
}

/** Builds each target that is not built from the current sources (all with `force`). */
export async function buildExample(options: { force?: boolean; log?: (m: string) => void } = {}): Promise<void> {
  const log = options.log ?? ((m: string) => console.log(m));
  const fingerprint = sourceFingerprint();
  const due = EXAMPLE_TARGETS.filter((target) => options.force || !isBuilt(target, fingerprint));
  if (!due.length) {
    log('The example is built from the current sources.');
    return;
  }
  await exclusively(async () => {
    const tarball = await pack(log, fingerprint);
    for (const target of due) {
      const started = Date.now();
      const dir = targetDir(target);
      fs.rmSync(stampOf(target), { force: true });
      stage(target, tarball);
      // The tarball's contents change under one name: named on the command line, npm reads it afresh
      // (a plain install would take the lockfile's integrity of an earlier one from its cache).
      // --include=dev: the build needs the example's devDependencies (typescript reads its paths) also
      // when the caller runs in production mode (bench:lighthouse), where npm would leave them out.
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--include=dev', path.relative(dir, tarball)], dir, log);
      await run('npm', ['run', 'build'], dir, log);
      fs.writeFileSync(stampOf(target), fingerprint);
      log(`${target.name} (Next.js ${target.next}, ${target.bundler}) built in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildExample({ force: process.argv.includes('--force') });
}
