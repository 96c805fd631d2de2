// The scenario runner CLI (shared/contract/SCENARIO.md, "The runner" and "The result"): exit codes,
// what goes to stdout and stderr, field paths for invalid files, determinism and the result's shape.
// Each case is one process; they are started together in beforeAll and run in parallel.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the runner keeps its bundle, and what it was built from (scripts/scenario.mjs). */
const BUILT_FROM = join(ROOT, 'node_modules/.cache/scenario-runner/built-from.json');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function spawnRun(command: string, args: string[], input?: string): Promise<Run> {
  return new Promise((done, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => done({ status, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** The runner's launcher run by this node directly: `npm` is tried once, below. */
const runner = (args: string[], input?: string) => spawnRun(process.execPath, ['scripts/scenario.mjs', ...args], input);

/** A stack trace line, as node prints them. */
const STACK_LINE = /^\s+at .+[(:]\d+/m;

const RICH = {
  format: 'tabletop-scenario/1',
  title: 'Craw Wurm meets a wall, with tricks',
  description: 'Ana attacks, Bruno double-blocks; Giant Growth, then Shock in response.',
  seed: 7,
  expect: { ok: true, step: 'declareBlockers' },
  turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
  players: [
    {
      id: 'A', name: 'Ana', life: 18,
      library: ['Forest', { id: 'bolt', card: 'Lightning Bolt' }, 'Forest'],
      hand: [{ id: 'gg', card: 'Giant Growth' }, 'Grizzly Bears'],
      graveyard: ['Shock'],
      battlefield: [
        { id: 'wurm', card: 'Craw Wurm' },
        { id: 'f1', card: 'Forest' },
        { id: 'bear', card: 'Runeclaw Bear', damage: 1, summoningSick: true, counters: { '+1/+1': 1 } },
      ],
    },
    {
      id: 'B', name: 'Bruno',
      hand: [{ id: 'shock', card: 'Shock' }],
      battlefield: [{ id: 'wall', card: 'Wall of Wood' }, { id: 'cadet', card: 'Eager Cadet' }, { id: 'm1', card: 'Mountain' }, 'Serra Angel'],
    },
  ],
  actions: [
    { player: 'A', type: 'declareAttackers', attackers: [{ attacker: 'wurm', defender: 'B' }] },
    { player: 'A', type: 'pass' },
    { player: 'B', type: 'pass' },
    { player: 'B', type: 'declareBlockers', blocks: [{ blocker: 'wall', attacker: 'wurm' }, { blocker: 'cadet', attacker: 'wurm' }] },
    { player: 'A', type: 'cast', card: 'gg', targets: ['wurm'] },
    { player: 'A', type: 'pass' },
    { player: 'B', type: 'cast', card: 'shock', targets: ['wurm'] },
  ],
};

const basic = (extra: Record<string, unknown>) => ({
  format: 'tabletop-scenario/1',
  title: 'runner test',
  turn: { number: 3, activePlayer: 'A', step: 'main1' },
  players: [{ id: 'A', name: 'Ana' }, { id: 'B', name: 'Bruno' }],
  ...extra,
});

/** The file's text for each case; `null` means the file is not written. */
const FILES: Record<string, string | null> = {
  rich: JSON.stringify(RICH, null, 2),
  // The second action is a pass by Ana, who no longer holds priority (CR 117.1).
  illegal: JSON.stringify(basic({ actions: [{ type: 'pass', player: 'A' }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' }] })),
  unreadable: '{ "format": "tabletop-scenario/1", players: [',
  missing: null,
  noTurn: JSON.stringify({ format: 'tabletop-scenario/1', title: 'no turn', players: [{ id: 'A' }, { id: 'B' }] }),
  // Schema errors, all reported at once: ill-typed fields, an unknown step, an unknown keyword, a malformed action.
  illTyped: JSON.stringify(basic({
    turn: { number: '3', activePlayer: 'A', step: 'lunch' },
    players: [{ id: 'A', life: '20' }, { id: 'B' }],
    cards: [{ name: 'Test Wall', manaCost: '{1}{W}', types: ['Creature'], power: 0, toughness: 4, keywords: ['defender', 'shroud'] }],
    actions: [{ type: 'pass' }],
  })),
  // Numbers out of range, one past 2^53: one line per field, with its range.
  outOfRange: JSON.stringify(basic({
    players: [{ id: 'A', life: 1e30, battlefield: [{ id: 'bear', card: 'Grizzly Bears', damage: -1, counters: { '+1/+1': 1e9 } }] }, { id: 'B' }],
  })),
  // Cross-checks: an unknown card name, and one id used twice.
  crossChecks: JSON.stringify(basic({
    players: [
      { id: 'A', hand: [{ id: 'x', card: 'Shock' }, 'Giant Growht', 'Plumbing Wizard'] },
      { id: 'B', battlefield: [{ id: 'wurm', card: 'Craw Wurmm' }, { id: 'x', card: 'Forest' }] },
    ],
  })),
};

let dir = '';
const runs: Record<string, Run> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scenario-runner-'));
  for (const [name, text] of Object.entries(FILES)) if (text !== null) writeFileSync(join(dir, `${name}.json`), text);
  const file = (name: string) => join(dir, `${name}.json`);
  const jobs: Record<string, Promise<Run>> = {
    rich: runner([file('rich')]),
    richAgain: runner([file('rich')]),
    stdin: runner(['-'], FILES.rich ?? ''),
    npm: spawnRun('npm', ['run', '--silent', 'scenario', '--', file('rich')]),
    illegal: runner([file('illegal')]),
    noArgs: runner([]),
  };
  for (const name of ['unreadable', 'missing', 'noTurn', 'illTyped', 'outOfRange', 'crossChecks']) jobs[name] = runner([file(name)]);
  const names = Object.keys(jobs);
  const results = await Promise.all(Object.values(jobs));
  names.forEach((name, i) => (runs[name] = results[i] as Run));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const run = (name: string): Run => {
  const r = runs[name];
  if (!r) throw new Error(`no run ${name}`);
  return r;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result is checked field by field
type Json = any;

describe('the scenario runner: valid files', () => {
  it('a valid scenario: exit 0, one JSON object on stdout and nothing on stderr', () => {
    const r = run('rich');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as Json;
    expect(typeof result).toBe('object');
    expect(result.ok).toBe(true);
    expect(result.actionsApplied).toBe(RICH.actions.length);
  });

  it('reads the scenario from standard input when FILE is -', () => {
    const r = run('stdin');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(run('rich').stdout);
  });

  it('is deterministic: the same file gives the same result, byte for byte', () => {
    expect(run('richAgain').status).toBe(0);
    expect(run('richAgain').stdout).toBe(run('rich').stdout);
  });

  it('runs as `npm run --silent scenario -- FILE`', () => {
    const r = run('npm');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(run('rich').stdout);
    expect(r.stderr).not.toMatch(STACK_LINE);
  });

  it('CR 733.1: an illegal action: exit 0, "ok": false with its index, rule and message; later actions are not run', () => {
    const r = run('illegal');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as Json;
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({ actionIndex: 1, rule: '117.1' });
    expect(result.error.message).toMatch(/Ana/);
    expect(result.error.message).toMatch(/Bruno/);
    expect(result.actionsApplied).toBe(1);
    // The game as it was after the first action: Bruno holds priority in Ana's main phase.
    expect(result.turn).toMatchObject({ step: 'main1', priority: 'B' });
    expect(result.pendingChoice).toEqual({ type: 'priority', player: 'B' });
  });
});

describe('the scenario runner: its bundle', () => {
  const builtAt = () => (JSON.parse(readFileSync(BUILT_FROM, 'utf8')) as { started: number }).started;

  it('is built again once a file it was built from changed after the build began, and only then', async () => {
    const record = JSON.parse(readFileSync(BUILT_FROM, 'utf8')) as { started: number; inputs: string[] };
    expect(record.inputs).toContain('scripts/scenario.ts');
    expect(record.inputs).toContain('src/engine/index.ts');
    // As if the build had begun before every file was last written: each of them has changed since.
    writeFileSync(BUILT_FROM, JSON.stringify({ ...record, started: 0 }));
    const rebuilt = await runner([join(dir, 'rich.json')]);
    expect(rebuilt.status).toBe(0);
    expect(rebuilt.stdout).toBe(run('rich').stdout);
    const started = builtAt();
    expect(started).toBeGreaterThan(0);
    // Nothing changed since: the next run uses the same bundle.
    expect((await runner([join(dir, 'rich.json')])).stdout).toBe(run('rich').stdout);
    expect(builtAt()).toBe(started);
  });
});

describe('the scenario runner: the result', () => {
  const result = (): Json => JSON.parse(run('rich').stdout) as Json;

  it('has the contract\'s top-level fields', () => {
    const r = result();
    for (const key of ['ok', 'actionsApplied', 'rules', 'turn', 'players', 'stack', 'pendingChoice', 'gameOver', 'log']) expect(r, key).toHaveProperty(key);
    expect(r.rules).toBe('current');
    expect(r.gameOver).toBeNull();
    expect(r).not.toHaveProperty('error');
  });

  it('turn: number, active player, phase, step and who holds priority', () => {
    expect(result().turn).toEqual({ number: 3, activePlayer: 'A', phase: 'combat', step: 'declareBlockers', priority: 'B' });
    expect(result().pendingChoice).toEqual({ type: 'priority', player: 'B' });
  });

  it('players: the library is a count, the other zones list ids and card names; default ids follow <player>:<zone>:<index>', () => {
    const [a, b] = result().players as Json[];
    expect(a).toMatchObject({ id: 'A', name: 'Ana', life: 18, lost: false, library: 3, manaPool: '', exile: [] });
    expect(a.hand).toEqual([{ id: 'A:hand:1', card: 'Grizzly Bears' }]);
    expect(a.graveyard).toEqual([{ id: 'A:graveyard:0', card: 'Shock' }]);
    expect(b).toMatchObject({ id: 'B', name: 'Bruno', life: 20, lost: false, library: 0, hand: [], graveyard: [] });
    expect(JSON.stringify(result().players)).not.toContain('Lightning Bolt'); // the library is hidden
  });

  it('battlefield: every permanent has the contract\'s fields, in setup order, with current values', () => {
    const [a, b] = result().players as Json[];
    expect(a.battlefield.map((p: Json) => p.id)).toEqual(['wurm', 'f1', 'bear']);
    expect(b.battlefield.map((p: Json) => p.id)).toEqual(['wall', 'cadet', 'm1', 'B:battlefield:3']);
    const fields = ['id', 'card', 'controller', 'owner', 'token', 'tapped', 'summoningSick', 'damage', 'counters', 'power', 'toughness', 'keywords', 'attacking', 'blocked', 'blockedBy', 'blocking'];
    for (const p of [...a.battlefield, ...b.battlefield] as Json[]) {
      for (const f of fields) expect(p, `${p.id}.${f}`).toHaveProperty(f);
      expect(Array.isArray(p.keywords)).toBe(true);
    }
    const byId = (id: string): Json => [...a.battlefield, ...b.battlefield].find((p: Json) => p.id === id);
    expect(byId('wurm')).toMatchObject({ card: 'Craw Wurm', controller: 'A', owner: 'A', token: false, tapped: true, attacking: 'B', blocked: true, blockedBy: ['wall', 'cadet'], blocking: [] });
    expect(byId('wall')).toMatchObject({ attacking: null, blocked: null, blockedBy: [], blocking: ['wurm'], keywords: ['defender'] });
    expect(byId('bear')).toMatchObject({ damage: 1, summoningSick: true, counters: { '+1/+1': 1 }, power: 3, toughness: 3 });
    expect(byId('B:battlefield:3')).toMatchObject({ card: 'Serra Angel', keywords: expect.arrayContaining(['flying', 'vigilance']) });
    expect(byId('m1')).toMatchObject({ tapped: true });
  });

  it('CR 405.2: the stack is listed bottom first, top last', () => {
    expect(result().stack).toEqual([
      { id: 'gg', kind: 'spell', card: 'Giant Growth', source: 'gg', controller: 'A', text: expect.stringContaining('+3/+3'), targets: ['wurm'] },
      { id: 'shock', kind: 'spell', card: 'Shock', source: 'shock', controller: 'B', text: expect.stringContaining('2 damage'), targets: ['wurm'] },
    ]);
  });

  it('log: entries are {text, rule}, with rule numbers of the Comprehensive Rules', () => {
    const log = result().log as Json[];
    expect(log.length).toBeGreaterThan(5);
    for (const e of log) {
      expect(Object.keys(e).every((k) => k === 'text' || k === 'rule'), JSON.stringify(e)).toBe(true);
      expect(typeof e.text).toBe('string');
      if ('rule' in e) expect(e.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
    }
    expect(log).toContainEqual({ text: 'Bruno blocks: Wall of Wood blocks Craw Wurm, Eager Cadet blocks Craw Wurm', rule: '509.1' });
  });
});

describe('the scenario runner: invalid files exit 2 with field paths on stderr', () => {
  /** Exit 2, nothing on stdout, no stack trace; returns stderr's lines. */
  function invalid(name: string): string[] {
    const r = run(name);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(r.stderr.trim().length).toBeGreaterThan(0);
    return r.stderr.trim().split('\n');
  }

  it('unreadable JSON', () => {
    const [line] = invalid('unreadable');
    expect(line).toContain('unreadable.json');
    expect(line).toMatch(/not valid JSON/);
  });

  it('a file that does not exist', () => {
    expect(invalid('missing')[0]).toMatch(/missing\.json: cannot read/);
  });

  it('no FILE argument: the usage', () => {
    expect(invalid('noArgs')[0]).toMatch(/usage/);
  });

  it('an unknown card name, with its path, and the card it was nearly called', () => {
    const lines = invalid('crossChecks');
    expect(lines).toContain('players[1].battlefield[0].card: unknown card "Craw Wurmm" (did you mean Craw Wurm?)');
    // A card written by name alone: the path is the entry itself.
    expect(lines).toContain('players[0].hand[1]: unknown card "Giant Growht" (did you mean Giant Growth?)');
    // No card is a typo away: no guess.
    expect(lines).toContain('players[0].hand[2]: unknown card "Plumbing Wizard"');
  });

  it('two objects with one id', () => {
    expect(invalid('crossChecks').some((l) => l.startsWith('players[1].battlefield[1].id: ') && l.includes('duplicate id "x"') && l.includes('players[0].hand[0].id'))).toBe(true);
  });

  it('a missing field: turn', () => {
    expect(invalid('noTurn').some((l) => l.startsWith('turn: '))).toBe(true);
  });

  it('ill-typed fields: turn.number and players[0].life', () => {
    const lines = invalid('illTyped');
    expect(lines.some((l) => l.startsWith('turn.number: ') && /number/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('players[0].life: '))).toBe(true);
  });

  it('numbers out of range: one line per field, naming its allowed range', () => {
    expect(invalid('outOfRange')).toEqual([
      'players[0].life: must be a whole number from -1000000 to 1000000, not 1e+30',
      'players[0].battlefield[0].damage: must be a whole number from 0 to 1000000, not -1',
      'players[0].battlefield[0].counters.+1/+1: must be a whole number from 0 to 1000000, not 1000000000',
    ]);
  });

  it('an unknown step', () => {
    expect(invalid('illTyped').some((l) => l.startsWith('turn.step: ') && l.includes('declareAttackers'))).toBe(true);
  });

  it('an unknown keyword in a custom card', () => {
    expect(invalid('illTyped').some((l) => l.startsWith('cards[0].keywords[1]: '))).toBe(true);
  });

  it('a malformed action', () => {
    expect(invalid('illTyped').some((l) => l.startsWith('actions[0].player: '))).toBe(true);
  });
});
