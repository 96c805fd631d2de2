// The scenario runner: `npm run --silent scenario -- FILE` (FILE may be - for standard input).
// Prints the result JSON on stdout; exit 2 with field paths on stderr when the file is not a valid scenario.
import { readFileSync } from 'node:fs';
import { runScenario } from '../src/engine/index';

function fail(lines: string[]): never {
  process.stderr.write(lines.join('\n') + '\n');
  process.exit(2);
}

const file = process.argv[2];
if (!file) fail(['usage: npm run --silent scenario -- FILE   (FILE may be - for standard input)']);
let text: string;
try {
  text = readFileSync(file === '-' ? 0 : file, 'utf8');
} catch (e) {
  fail([`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})`]);
}
let json: unknown;
try {
  json = JSON.parse(text);
} catch (e) {
  fail([`${file}: not valid JSON: ${(e as Error).message}`]);
}
try {
  const outcome = runScenario(json);
  if (outcome.exitCode === 2) fail(outcome.issues.map((i) => `${i.path}: ${i.message}`));
  process.stdout.write(JSON.stringify(outcome.result, null, 2) + '\n');
} catch (e) {
  process.stderr.write(`internal engine error: ${(e as Error).message}\n`);
  process.exit(1);
}
