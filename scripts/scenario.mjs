// scenario.mjs: the scenario runner as `npm run --silent scenario -- FILE` starts it (the contract's
// runner; scenario.ts is the runner itself). It runs scenario.ts bundled by esbuild into one plain
// JavaScript file, kept in node_modules/.cache and built again once a file it was built from has
// changed. Through tsx, which compiles every engine module again at each start, a run took about 1.1 s
// of which the scenario itself was a few milliseconds; from the bundle it takes about 0.25 s. The
// scenario checks start the runner once per file, over six hundred files: most of their time was that.
// Plain JavaScript, so that node starts it without a compiler.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'scenario-runner');
const bundle = join(cache, 'runner.mjs');
/** What the bundle was built from: its input files (relative to the root) and when the build began. */
const record = join(cache, 'built-from.json');

/** Whether the bundle was built after every file it was built from last changed. A file read during
 *  the build and changed before its end counts as changed: the build's start is the time compared. */
function upToDate() {
  try {
    statSync(bundle);
    const { started, inputs } = JSON.parse(readFileSync(record, 'utf8'));
    return inputs.every((file) => statSync(join(root, file)).mtimeMs < started);
  } catch {
    return false;
  }
}

/** Builds the bundle. Each file is written under a name of its own and then renamed over the old one,
 *  so that runners started together (the unit tests start a dozen) never read a half-written bundle. */
async function build() {
  const started = Date.now();
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['scripts/scenario.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    outfile: bundle,
    logLevel: 'error',
  });
  mkdirSync(cache, { recursive: true });
  const write = (file, text) => {
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  };
  write(bundle, result.outputFiles[0].contents);
  write(record, JSON.stringify({ started, inputs: Object.keys(result.metafile.inputs) }));
}

try {
  if (!upToDate()) await build();
} catch (error) {
  // An engine file that does not compile (esbuild has printed where), or a cache that cannot be written.
  const why = error instanceof Error ? error.message.split('\n')[0].replace(/:$/, '') : String(error);
  process.stderr.write(`cannot build the scenario runner into ${cache}: ${why}${error?.errors?.length ? ' (esbuild’s errors are above)' : ''}\n`);
  process.exit(1);
}
await import(pathToFileURL(bundle).href);
