// index.ts: `npm run bench`. Speed is measured by a benchmark rather than a timed test, because
// timings on a shared machine are too noisy to fail a build on; the figures are printed with the
// machine they came from so that two runs can be compared knowingly.
//
//   npm run bench                       readable report
//   npm run --silent bench -- --json    exactly one JSON object on stdout
//   options: --quick (a smoke run), --only engine,combat, --set games=50 (section settings)
//
// Sections are pluggable: later issues append their runner (e.g. "combat", "ui") to SECTIONS and
// their figures appear under their own key of the same JSON object.
//
// Each section runs in a Node process of its own (`--section KEY`, which prints that section's output
// as JSON). V8 optimises a function for the types it has met: after the engine section's random play,
// whose games meet every card of the pool, the combat section's damage step ran on code made generic
// by them, at 160–310 µs against 90–160 µs alone. A figure must not depend on which sections ran
// before it, so none shares a process with another (as JMH forks a JVM per benchmark).

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { acquireGc, fmt, type BenchSection, type Figure, type SectionContext, type SectionOutput } from './harness';
import { engineSection } from './engineSection';
import { combatSection } from './combatSection';
import { uiSection } from './uiSection';
import { hotseatSection } from './hotseatSection';

export const SECTIONS: BenchSection[] = [engineSection, combatSection, uiSection, hotseatSection];

interface Cli {
  json: boolean;
  quick: boolean;
  only: string[] | null;
  settings: Record<string, string>;
  /** Internal: run this one section here and print its output as JSON (see the top of the file). */
  section: string | null;
}

function parseArgs(argv: string[]): Cli {
  const cli: Cli = { json: false, quick: false, only: null, settings: {}, section: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json') cli.json = true;
    else if (arg === '--quick') cli.quick = true;
    else if (arg === '--only') cli.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg === '--section') cli.section = argv[++i] ?? '';
    else if (arg === '--set') {
      const [key, ...rest] = (argv[++i] ?? '').split('=');
      if (key) cli.settings[key] = rest.join('=');
    } else if (arg === '--help' || arg === '-h') {
      process.stderr.write('usage: npm run bench -- [--json] [--quick] [--only engine,...] [--set key=value]...\n');
      process.exit(0);
    } else {
      process.stderr.write(`unknown option ${arg}\n`);
      process.exit(2);
    }
  }
  return cli;
}

function machineInfo(gcAvailable: boolean): Record<string, unknown> {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    cpuSpeedMHz: cpus[0]?.speed ?? null,
    totalMemoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    v8: process.versions.v8,
    nodeEnv: process.env.NODE_ENV ?? null,
    gcExposed: gcAvailable,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    date: new Date().toISOString(),
  };
}

function formatFigure(f: Figure): string {
  const value = `${fmt(f.value, f.value !== null && Math.abs(f.value) < 10 ? 2 : 1)} ${f.unit}`;
  let target = '';
  let verdict = '';
  if (f.target) {
    target = `target ${f.target.kind === 'max' ? '≤' : '≥'} ${f.target.limit} ${f.unit}`;
    if (f.value === null || !Number.isFinite(f.value)) verdict = 'n/a';
    else verdict = (f.target.kind === 'max' ? f.value <= f.target.limit : f.value >= f.target.limit) ? 'met' : 'MISSED';
  }
  const line = `  ${f.label.padEnd(34)} ${value.padStart(14)}   ${target.padEnd(22)} ${verdict.padEnd(6)}`;
  return f.note ? `${line} ${f.note}` : line.trimEnd();
}

function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** In a `--section` process: runs the section and prints its output, and nothing else, on stdout.
 *  Anything a library logs meanwhile (boardgame.io prints INFO lines in development mode) goes to stderr. */
async function runSectionHere(key: string, cli: Cli): Promise<void> {
  const section = SECTIONS.find((s) => s.key === key);
  if (!section) throw new Error(`no section "${key}"`);
  for (const name of ['log', 'info', 'debug'] as const) console[name] = (...args: unknown[]) => console.error(...args);
  const ctx: SectionContext = { quick: cli.quick, progress, gc: acquireGc(), settings: cli.settings };
  const output = await section.run(ctx);
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

/** Runs one section in a fresh Node process (the same loader, flags and settings) and reads its output. */
function runSectionApart(section: BenchSection, cli: Cli): SectionOutput {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), '--section', section.key];
  if (cli.quick) args.push('--quick');
  for (const [key, value] of Object.entries(cli.settings)) args.push('--set', `${key}=${value}`);
  const child = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (child.error) throw child.error;
  if (child.status !== 0) throw new Error(`its process exited with ${child.status ?? child.signal} (see above)`);
  return JSON.parse(child.stdout) as SectionOutput;
}

async function main(): Promise<void> {
  const cli = parseArgs(process.argv.slice(2));
  if (cli.section !== null) return runSectionHere(cli.section, cli);

  // The GC is asked for here only to report whether the sections' processes can have it.
  const gc = acquireGc();
  const machine = machineInfo(gc !== null);
  const result: Record<string, unknown> = { machine };
  const outputs: { section: BenchSection; output: SectionOutput | null; error?: string; seconds: number }[] = [];
  const sections = SECTIONS.filter((s) => !cli.only || cli.only.includes(s.key));

  for (const section of sections) {
    progress(`== ${section.title}`);
    const started = process.hrtime.bigint();
    try {
      const output = runSectionApart(section, cli);
      result[section.key] = output.data;
      outputs.push({ section, output, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
    } catch (err) {
      // One failing section must not cost the others' figures.
      const message = err instanceof Error ? err.message : String(err);
      result[section.key] = { error: message };
      outputs.push({ section, output: null, error: message, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
    }
  }

  if (cli.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }

  const lines: string[] = [];
  lines.push('Benchmark (figures vary with machine and load; compare runs on one machine)');
  lines.push(
    `  machine: ${String(machine.cpuModel)} x${String(machine.cpuCount)}, ${String(machine.totalMemoryGB)} GB, ` +
      `${String(machine.platform)}, node ${String(machine.node)} (V8 ${String(machine.v8)}), ` +
      `load ${(machine.loadAverage as number[]).join(' ')}, gc ${gc ? 'exposed' : 'not available'}`,
  );
  for (const { section, output, error, seconds } of outputs) {
    lines.push('');
    lines.push(`${section.title} [${section.key}] (${seconds.toFixed(1)} s)`);
    if (!output) {
      lines.push(`  failed: ${error ?? 'unknown error'}`);
      continue;
    }
    for (const figure of output.figures) lines.push(formatFigure(figure));
    for (const detail of output.details) lines.push(`  ${detail}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
