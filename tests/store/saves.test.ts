import { describe, expect, it } from 'vitest';
import { OBJECT_BUCKETS, applyAction, legalActions, type Action, type GameState } from '../../src/engine';
import { bucketOf } from '../../src/engine/objects';
import { DEFAULT_AUTOPASS, updateStops, type PlayerStops } from '../../src/store/autopass';
import { createTableStore } from '../../src/store/createTableStore';
import { startHotSeatGame, type HotSeatSetup } from '../../src/store/gameSetup';
import { createSave, parseSave, readSaveHeader, serializeGame, MAX_SAVE_CHARS, type GameHistory, type SaveFile } from '../../src/store/saves';
import { createSaveStorage, exportSave, memoryStorage, newSaveId, SAVE_KEY_PREFIX } from '../../src/store/saveStorage';
import { mulberry32 as rng } from '../support/rng';

const setup: HotSeatSetup = {
  players: [{ name: 'Ana', deckId: 'white-skies' }, { name: 'Bruno', deckId: 'green-stompy' }],
  seed: 99,
  firstPlayer: 'random',
  rules: 'current',
};


/** A game's history as the store keeps it: `moves` actions played (mostly not passes), the last
 *  `undos` of them undone. */
function history(moves: number, undos = 0, seed = 1, from: HotSeatSetup = setup): GameHistory {
  const started = startHotSeatGame({ ...from, seed });
  if (!started.ok) throw new Error('setup');
  const pick = rng(seed);
  const states: GameState[] = [started.game];
  const actions: Action[] = [];
  let s = started.game;
  while (actions.length < moves && !s.gameOver) {
    const options = legalActions(s).actions;
    const active = options.filter((a) => a.type !== 'pass');
    const action = (active.length && pick() < 0.6 ? active[Math.floor(pick() * active.length)] : options[Math.floor(pick() * options.length)]) as Action;
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    states.push(s);
    actions.push(action);
  }
  const kept = states.length - 1 - undos;
  return {
    game: states[kept] as GameState,
    past: states.slice(0, kept),
    future: states.slice(kept + 1).toReversed(),
    performed: actions.slice(0, kept),
    undone: actions.slice(kept).toReversed(),
  };
}

const meta = { id: 'game-1', savedAt: '2026-05-01T10:00:00.000Z', setup };
const text = (h = history(40)) => serializeGame(h, meta);
const edit = (t: string, change: (json: SaveFile & Record<string, unknown>) => void): string => {
  const json = JSON.parse(t);
  change(json);
  return JSON.stringify(json);
};
const errorOf = (t: unknown) => {
  const r = parseSave(t);
  return r.ok ? null : r.error;
};

describe('save format: round trip', () => {
  it('a game, its undo history and its redo history come back exactly', () => {
    const h = history(120, 3);
    const r = parseSave(serializeGame(h, meta));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(r.restored.game)).toBe(JSON.stringify(h.game));
    expect(r.restored.past.map((s) => JSON.stringify(s))).toEqual(h.past.map((s) => JSON.stringify(s)));
    expect(r.restored.future.map((s) => JSON.stringify(s))).toEqual(h.future.map((s) => JSON.stringify(s)));
    expect(r.restored.performed).toEqual(h.performed);
    expect(r.restored.undone).toEqual(h.undone);
    expect(r.save).toMatchObject({ app: 'mtg-combat-tabletop', format: 2, id: 'game-1', savedAt: meta.savedAt, setup });
    expect(r.save.players).toEqual([{ id: 'A', name: 'Ana', deckId: 'white-skies' }, { id: 'B', name: 'Bruno', deckId: 'green-stompy' }]);
  });

  it('CR 806, 810: a free-for-all game of three and a two-headed giant game come back exactly, with every player', () => {
    const four = [...setup.players, { name: 'Carla', deckId: 'red-goblins' }, { name: 'Dario', deckId: 'blue-walls' }];
    for (const table of [
      { ...setup, players: four.slice(0, 3), variant: 'free-for-all', attack: 'right' },
      { ...setup, players: four, variant: 'two-headed-giant' },
    ] satisfies HotSeatSetup[]) {
      const h = history(150, 2, 5, table);
      const r = parseSave(serializeGame(h, { ...meta, setup: table }));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(JSON.stringify(r.restored.game)).toBe(JSON.stringify(h.game));
      expect(r.restored.game.multiplayer?.variant).toBe(table.variant);
      expect(r.save.players.map((p) => p.name)).toEqual(table.players.map((p) => p.name));
    }
  });

  it('a long game saves as its start and actions: tens of kilobytes, not the megabytes of its states', () => {
    const h = history(800, 0, 2);
    const saved = serializeGame(h, meta);
    const states = h.past.slice(0, 200).reduce((n, s) => n + JSON.stringify(s).length, 0);
    expect(saved.length).toBeLessThan(120_000);
    expect(states).toBeGreaterThan(20 * saved.length);
    expect(parseSave(saved).ok).toBe(true);
  });

  it('the title, the present turn and the number of moves can be read without replaying', () => {
    const h = history(30);
    const r = readSaveHeader(serializeGame(h, meta));
    expect(r.ok && r.header.title).toBe(`Ana vs Bruno, turn ${h.game.turn.number}`);
    expect(r.ok && r.header.history.past.length).toBe(h.performed.length);
  });

  it('a history whose lists disagree is saved as its present position, without history', () => {
    const h = history(20);
    const r = parseSave(serializeGame({ ...h, performed: h.performed.slice(1) }, meta));
    expect(r.ok && r.restored.past).toEqual([]);
    expect(r.ok && JSON.stringify(r.restored.game)).toBe(JSON.stringify(h.game));
  });
});

describe('save format: a hot-seat game\'s automatic passes and stops', () => {
  /** A game played through the hot-seat store: the keeps, the automatic passes, one pass undone. */
  function hotseatHistory() {
    const started = startHotSeatGame({ ...setup, firstPlayer: 'A', seed: 5 });
    if (!started.ok) throw new Error('setup');
    const table = { autopass: updateStops(DEFAULT_AUTOPASS, 'B', { respond: 'never' }), showEverything: false, handOver: true };
    const store = createTableStore({ game: started.game, hotseat: table });
    store.getState().dispatch({ type: 'mulligan', player: 'A', keep: true });
    store.getState().dispatch({ type: 'mulligan', player: 'B', keep: true });
    store.getState().dispatch({ type: 'pass', player: 'A' });
    store.getState().undo();
    return { state: store.getState(), table };
  }

  it('the notes of the automatic passes (undone ones too) and the table\'s stops come back', () => {
    const { state, table } = hotseatHistory();
    const r = parseSave(serializeGame(state, { ...meta, table }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.restored.notes).toEqual(state.notes);
    expect(r.restored.notes?.filter(Boolean).length).toBeGreaterThan(4);
    expect(r.save.table).toEqual(table);
    const store = createTableStore({ game: r.restored.game, hotseat: r.save.table! });
    expect(store.getState().restore({ ...r.restored, notes: r.restored.notes ?? [] })).toBe(true);
    store.getState().redo();
    expect(JSON.stringify(store.getState().game)).toBe(JSON.stringify(state.future[0]));
  });

  it('stops saved before automatic passing stopped only when a player could act come back stopping every time, as they were played', () => {
    const { state, table } = hotseatHistory();
    const saved = serializeGame(state, { ...meta, table });
    const before = edit(saved, (j) => delete (j.table!.autopass.players.B as Partial<PlayerStops>).onlyWhenAble);
    const r = parseSave(before);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.save.table?.autopass.players.B?.onlyWhenAble).toBe(false);
  });

  it('notes that do not match the moves, or a message the table would not show, are damage', () => {
    const { state, table } = hotseatHistory();
    const saved = serializeGame(state, { ...meta, table });
    const outOfRange = edit(saved, (j) => (j.history.auto![0]!.index = 10_000));
    expect(errorOf(outOfRange)).toMatchObject({ code: 'invalid', message: expect.stringContaining('automatic passes') });
    const foreignKey = edit(saved, (j) => (j.history.auto![0]!.message = { key: 'explain:log.unknown' }));
    expect(errorOf(foreignKey)?.code).toBe('invalid');
    const badStops = edit(saved, (j) => ((j.table!.autopass.players as Record<string, unknown>).B = { respond: 'sometimes' }));
    expect(errorOf(badStops)?.code).toBe('invalid');
  });
});

describe('save format: bad saves give a clear error, never an exception', () => {
  it('empty, not JSON, not text', () => {
    expect(errorOf('')?.code).toBe('empty');
    expect(errorOf(undefined)?.code).toBe('empty');
    expect(errorOf('hello')?.code).toBe('not-json');
    expect(errorOf('[1, 2')?.code).toBe('not-json');
    expect(errorOf('"a string"')?.code).toBe('not-a-save');
    expect(errorOf('x'.repeat(MAX_SAVE_CHARS + 1))?.code).toBe('too-large');
  });

  it('truncated: cut off part way', () => {
    const t = text();
    for (const at of [1, 100, Math.floor(t.length / 2), t.length - 1]) {
      expect(errorOf(t.slice(0, at))).toMatchObject({ code: 'truncated', message: expect.stringMatching(/incomplete/) });
    }
  });

  it('from another app, or a scenario instead of a save', () => {
    expect(errorOf(edit(text(), (j) => ((j as Record<string, unknown>).app = 'some-other-app')))).toMatchObject({ code: 'other-app', message: expect.stringContaining('"some-other-app"') });
    expect(errorOf(JSON.stringify({ name: 'x' }))?.code).toBe('other-app');
    expect(errorOf(JSON.stringify({ format: 'tabletop-scenario/1', title: 't' }))?.message).toMatch(/scenario/);
  });

  it('an older or a newer format version', () => {
    // Format 1 kept the objects in one record (before engine/objects.ts): it is refused by name.
    expect(errorOf(edit(text(), (j) => ((j as Record<string, unknown>).format = 1)))).toMatchObject({ code: 'old-format', message: expect.stringMatching(/older version.*format 1\b.*opens format 2 only/) });
    expect(errorOf(edit(text(), (j) => ((j as Record<string, unknown>).format = 3)))).toMatchObject({ code: 'new-format', message: expect.stringMatching(/newer version/) });
    expect(errorOf(edit(text(), (j) => delete (j as Record<string, unknown>).format))?.code).toBe('invalid');
  });

  it('a damaged envelope or state names the part', () => {
    expect(errorOf(edit(text(), (j) => ((j.history as unknown as Record<string, unknown>).past = 'many'))))
      .toMatchObject({ code: 'invalid', message: expect.stringContaining('history.past') });
    expect(errorOf(edit(text(), (j) => ((j.history.start as unknown as Record<string, unknown>).players = null))))
      .toMatchObject({ code: 'invalid', message: expect.stringContaining('history.start.players') });
    expect(errorOf(edit(text(), (j) => ((j as Record<string, unknown>).id = '../../etc'))))?.toMatchObject({ code: 'invalid' });
  });

  it('a zone listing a card that is not there is damage, not a crash', () => {
    const t = edit(text(), (j) => {
      const start = j.history.start as unknown as { objects: Record<string, unknown>[]; players: { hand: string[] }[] };
      const id = start.players[0]!.hand[0]!;
      delete start.objects[bucketOf(id)]![id];
    });
    expect(errorOf(t)).toMatchObject({ code: 'invalid', message: expect.stringMatching(/hand lists/) });
  });

  it('an object stored where the engine would not look for it, or under another id, is damage, not a crash', () => {
    const moved = edit(text(), (j) => {
      const start = j.history.start as unknown as { objects: Record<string, unknown>[]; players: { hand: string[] }[] };
      const id = start.players[0]!.hand[0]!;
      const home = bucketOf(id);
      const other = (home + 1) % OBJECT_BUCKETS;
      start.objects[other]![id] = start.objects[home]![id];
      delete start.objects[home]![id];
    });
    expect(errorOf(moved)).toMatchObject({ code: 'invalid', message: expect.stringMatching(/is stored in the wrong bucket/) });
    const renamed = edit(text(), (j) => {
      const start = j.history.start as unknown as { objects: Record<string, { id: string }>[]; players: { hand: string[] }[] };
      const id = start.players[0]!.hand[0]!;
      start.objects[bucketOf(id)]![id]!.id = 'someone-else';
    });
    expect(errorOf(renamed)).toMatchObject({ code: 'invalid', message: expect.stringMatching(/has the id "someone-else"/) });
    const fewer = edit(text(), (j) => (j.history.start as unknown as { objects: unknown[] }).objects.pop());
    expect(errorOf(fewer)).toMatchObject({ code: 'invalid', message: expect.stringMatching(/history\.start\.objects/) });
  });

  it('a saved game from a changed card pool', () => {
    const t = edit(text(), (j) => {
      const start = j.history.start as unknown as { objects: Record<string, { card: string }>[] };
      for (const bucket of start.objects) for (const o of Object.values(bucket)) if (o.card === 'Forest') o.card = 'Forest of Yesteryear';
    });
    expect(errorOf(t)).toMatchObject({ code: 'changed-pool', message: expect.stringMatching(/changed card pool: "Forest of Yesteryear"/) });
  });

  it('a state that does not round-trip: moves refused, or a different end position', () => {
    const refused = edit(text(), (j) => {
      const a = j.history.past.findIndex((x) => x.type === 'pass');
      j.history.past[a] = { ...j.history.past[a]!, player: 'Z' } as Action;
    });
    expect(errorOf(refused)).toMatchObject({ code: 'replay', message: expect.stringMatching(/does not replay: move \d+ \(pass\)/) });
    const moved = edit(text(), (j) => (j.history.present.fingerprint = '0'));
    expect(errorOf(moved)).toMatchObject({ code: 'replay', message: expect.stringMatching(/different position/) });
    const shorter = edit(text(), (j) => j.history.past.pop());
    expect(errorOf(shorter)?.code).toBe('replay');
  });

  it('random damage anywhere in a save never throws and never loads a different game', () => {
    const h = history(60, 2, 5);
    const t = serializeGame(h, meta);
    const pick = rng(11);
    for (let i = 0; i < 150; i++) {
      const at = Math.floor(pick() * t.length);
      const damaged = pick() < 0.5 ? t.slice(0, at) + t.slice(at + 1) : t.slice(0, at) + String.fromCharCode(32 + Math.floor(pick() * 90)) + t.slice(at + 1);
      let r: ReturnType<typeof parseSave> | undefined;
      expect(() => (r = parseSave(damaged))).not.toThrow();
      if (r?.ok) expect(JSON.stringify(r.restored.game)).toBe(JSON.stringify(h.game));
      else expect(r?.error.message.length).toBeGreaterThan(10);
    }
  });
});

describe('saved games in storage', () => {
  const fileFor = (id: string, moves: number, savedAt: string) => createSave(history(moves, 0, moves), { id, savedAt, setup });

  it('list, save, load and delete', () => {
    const storage = createSaveStorage(memoryStorage());
    expect(storage.save(fileFor('g1', 10, '2026-05-01T10:00:00.000Z'))).toEqual({ ok: true, id: 'g1' });
    storage.save(fileFor('g2', 20, '2026-05-02T10:00:00.000Z'));
    const list = storage.list();
    expect(list.map((s) => s.id)).toEqual(['g2', 'g1']);
    expect(list[0]).toMatchObject({ ok: true, title: expect.stringMatching(/^Ana vs Bruno, turn \d+$/), moves: 20, over: false });
    const loaded = storage.load('g1');
    expect(loaded.ok && loaded.restored.performed).toHaveLength(10);
    expect(storage.delete('g1')).toBe(true);
    expect(storage.list().map((s) => s.id)).toEqual(['g2']);
    expect(storage.load('g1')).toMatchObject({ ok: false, error: { code: 'missing' } });
  });

  it('one corrupt save is listed as damaged; the others load, and nothing touches them', () => {
    const kv = memoryStorage();
    const storage = createSaveStorage(kv);
    storage.save(fileFor('good1', 10, '2026-05-01T10:00:00.000Z'));
    storage.save(fileFor('good2', 15, '2026-05-03T10:00:00.000Z'));
    storage.save(fileFor('bad', 12, '2026-05-02T10:00:00.000Z'));
    const before = [kv.getItem(`${SAVE_KEY_PREFIX}good1`), kv.getItem(`${SAVE_KEY_PREFIX}good2`)];
    kv.setItem(`${SAVE_KEY_PREFIX}bad`, (kv.getItem(`${SAVE_KEY_PREFIX}bad`) ?? '').slice(0, 500));
    kv.setItem(`${SAVE_KEY_PREFIX}junk`, 'not json at all');
    kv.setItem('another-app-key', 'whatever');
    const list = storage.list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([['good2', true], ['good1', true], ['bad', false], ['junk', false]]);
    expect(list[2]).toMatchObject({ error: { code: 'truncated' } });
    expect(storage.load('bad')).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(storage.load('good1').ok).toBe(true);
    expect(storage.load('good2').ok).toBe(true);
    storage.delete('bad');
    expect([kv.getItem(`${SAVE_KEY_PREFIX}good1`), kv.getItem(`${SAVE_KEY_PREFIX}good2`)]).toEqual(before);
    expect(kv.getItem('another-app-key')).toBe('whatever');
  });

  it('a full or refusing storage is an error to show, not an exception', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(createSaveStorage(full).save(fileFor('g', 5, '2026-05-01T10:00:00.000Z'))).toMatchObject({ ok: false, error: { code: 'storage', message: expect.stringMatching(/full/) } });
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, key: () => { throw new Error('denied'); }, get length() { return 1; } };
    expect(createSaveStorage(broken).list()).toEqual([]);
    expect(createSaveStorage(broken).load('g').ok).toBe(false);
  });

  it('uses the browser\'s localStorage by default', () => {
    localStorage.clear();
    const storage = createSaveStorage();
    storage.save(fileFor('local', 5, '2026-05-01T10:00:00.000Z'));
    expect(localStorage.getItem(`${SAVE_KEY_PREFIX}local`)).toContain('"app":"mtg-combat-tabletop"');
    expect(createSaveStorage().load('local').ok).toBe(true);
    localStorage.clear();
  });
});

describe('export and import', () => {
  it('exports a JSON file named after the game, which imports back', async () => {
    const file = createSave(history(25), { id: 'exp', savedAt: '2026-05-04T09:00:00.000Z', title: 'Ana vs Bruno: the rematch' });
    const out = exportSave(file);
    expect(out.fileName).toBe('ana-vs-bruno-the-rematch-2026-05-04.mtg-save.json');
    expect(out.blob.type).toBe('application/json');
    expect(await out.blob.text()).toBe(out.text);
    const storage = createSaveStorage(memoryStorage());
    const imported = storage.importText(out.text);
    expect(imported).toMatchObject({ ok: true, id: 'exp' });
    expect(storage.importText(out.text)).toMatchObject({ ok: true, id: 'exp' });
    expect(storage.list()).toHaveLength(1);
  });

  it('another game with an id already in use gets a new id; a bad file changes nothing', () => {
    const storage = createSaveStorage(memoryStorage());
    storage.save(createSave(history(10, 0, 3), { id: 'same', savedAt: '2026-05-01T10:00:00.000Z' }));
    const other = exportSave(createSave(history(12, 0, 4), { id: 'same', savedAt: '2026-05-02T10:00:00.000Z' }));
    const r = storage.importText(other.text);
    expect(r.ok && r.id).not.toBe('same');
    expect(storage.list()).toHaveLength(2);
    expect(storage.importText('{"app": "mtg-combat-tab')).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(storage.list()).toHaveLength(2);
    expect(newSaveId()).toMatch(/^[\w-]{1,64}$/);
  });
});
