import { beforeAll, describe, expect, it } from 'vitest';
import { renderMessage as render, type Message, type Translate } from '../../src/explain';
import { DEFAULT_AUTOPASS } from '../../src/store/autopass';
import { createTableStore } from '../../src/store/createTableStore';
import { selectHistoryLog } from '../../src/store/selectHistoryLog';
import { createSave, parseSave } from '../../src/store/saves';
import { game } from '../engine/helpers';
import { missingKeys, renderAll, translator } from '../explain/support';

let t: Translate;
beforeAll(async () => {
  t = await translator('en');
});
const renderMessage = (m: Message) => render(t, m);

const wurms = () => Array.from({ length: 10 }, () => 'Craw Wurm');

/** Ana's Craw Wurm and Bruno's Wall of Wood at a hot-seat table with hidden hands; Ana declares attackers. */
function table() {
  const start = game({
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      { id: 'A', name: 'Ana', library: wurms(), battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
      { id: 'B', name: 'Bruno', library: wurms(), battlefield: [{ id: 'wall', card: 'Wall of Wood' }] },
    ],
  });
  return createTableStore({ game: start, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: true } });
}

/** Ana attacks with Craw Wurm: Bruno decides his blocks. */
function wurmTable() {
  const store = table();
  expect(store.getState().dispatch({ type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'wurm', defender: 'B' }] })).toBe(true);
  expect(store.getState().game.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B' });
  return store;
}

/** Bruno blocks; the game then runs to Ana's next decision. */
function afterBlock() {
  const store = wurmTable();
  expect(store.getState().dispatch({ type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'wurm' }] })).toBe(true);
  expect(store.getState().game.pendingChoice?.player ?? store.getState().game.turn.activePlayer).toBe('A');
  return store;
}

const logText = (store: ReturnType<typeof table>) => {
  const s = store.getState();
  return selectHistoryLog(s, 'all').flatMap((line) => (line.kind === 'consent' ? [renderMessage(line.message)] : []));
};

describe('hot-seat consent: undoing another player\'s decision', () => {
  it('Ana\'s undo of Bruno\'s block asks Bruno first; allowed, the block is undone and both lines are logged', () => {
    const store = afterBlock();
    const before = store.getState().past.length;
    store.getState().undo();
    const { consent } = store.getState();
    expect(consent).toMatchObject({ asker: 'A', subject: { kind: 'undo' } });
    expect(consent?.waiting.map((q) => q.player)).toEqual(['B']);
    expect(renderMessage({ key: 'hotseat:consent.question', params: { asker: 'Ana', subject: consent!.waiting[0]!.you } })).toBe(
      'Ana asks to undo your block: Wall of Wood blocks Craw Wurm.',
    );
    // Nothing moved yet, and nothing else can be done while the question waits.
    expect(store.getState().past.length).toBe(before);
    expect(store.getState().dispatch({ type: 'pass', player: 'A' })).toBe(false);
    store.getState().answerConsent(true);
    expect(store.getState().consent).toBeNull();
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'declareBlockers', player: 'B' });
    expect(logText(store)).toEqual([
      'Ana asked Bruno to undo their block (Wall of Wood blocks Craw Wurm)',
      'Bruno agreed to undo their block (Wall of Wood blocks Craw Wurm) (asked by Ana)',
    ]);
    // The lines stand at the end of the log, after the attack that is still there.
    expect(selectHistoryLog(store.getState(), 'all').at(-1)?.kind).toBe('consent');
  });

  it('refused, nothing changes and the refusal is logged', () => {
    const store = afterBlock();
    const { game: present, past, future } = store.getState();
    store.getState().undo();
    store.getState().answerConsent(false);
    expect(store.getState()).toMatchObject({ consent: null, game: present, past, future });
    expect(logText(store)).toEqual([
      'Ana asked Bruno to undo their block (Wall of Wood blocks Craw Wurm)',
      'Bruno refused to undo their block (Wall of Wood blocks Craw Wurm) (asked by Ana)',
    ]);
  });

  it('one\'s own decision is undone at once: Ana takes back her attack, nobody is asked', () => {
    const store = table();
    store.getState().dispatch({ type: 'declareAttackers', player: 'A', attackers: [] });
    // No attack: the game runs on to Ana's next decision, Bruno passing automatically.
    expect(store.getState().game.pendingChoice?.player).toBe('A');
    store.getState().undo();
    expect(store.getState().consent).toBeNull();
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'declareAttackers', player: 'A' });
    expect(store.getState().consents).toEqual([]);
  });

  it('going back over another player\'s decisions by time travel asks as undo does', () => {
    const store = afterBlock();
    store.getState().jumpTo(0);
    expect(store.getState().consent?.waiting.map((q) => q.player)).toEqual(['B']);
    expect(store.getState().past.length).toBeGreaterThan(0);
  });

  it('a scenario table (no hot-seat) undoes at once', () => {
    const store = afterBlock();
    store.setState({ hotseat: null });
    store.getState().undo();
    expect(store.getState().consent).toBeNull();
    expect(store.getState().game.pendingChoice).toMatchObject({ type: 'declareBlockers' });
  });

  it('the consent lines are saved, and a save from before them still loads', () => {
    const store = afterBlock();
    store.getState().undo();
    store.getState().answerConsent(false);
    const save = createSave(store.getState(), { id: 'g1' });
    const parsed = parseSave(JSON.stringify(save));
    expect(parsed.ok && parsed.restored.consents).toEqual(store.getState().consents);
    const { consents: _dropped, ...older } = save.history;
    const old = parseSave(JSON.stringify({ ...save, history: older }));
    expect(old.ok && old.restored.consents).toEqual([]);
  });
});

describe('CR 104.3a: conceding and taking a concession back', () => {
  it('CR 104.3a: Bruno concedes while Ana is deciding', () => {
    const store = table();
    expect(store.getState().dispatch({ type: 'concede', player: 'B' })).toBe(true);
    expect(store.getState().game.gameOver).toMatchObject({ winner: 'A' });
  });

  it('taking back Bruno\'s concession asks Bruno (Ana asks, she was the one who won)', () => {
    const store = wurmTable();
    store.getState().dispatch({ type: 'concede', player: 'B' });
    store.getState().undo();
    expect(store.getState().consent?.waiting.map((q) => q.player)).toEqual(['B']);
    expect(renderMessage(store.getState().consent!.waiting[0]!.you)).toBe('take back your concession');
    store.getState().answerConsent(true);
    expect(store.getState().game.gameOver).toBeNull();
    expect(logText(store).at(-1)).toBe('Bruno agreed to take back their concession (asked by Ana)');
  });

  it('taking back one\'s own concession asks the opponent who won by it', () => {
    const store = wurmTable();
    // Ana concedes while Bruno decides his blocks; the game over, the device is with Ana (active).
    store.getState().dispatch({ type: 'concede', player: 'A' });
    store.getState().undo();
    expect(store.getState().consent?.asker).toBe('A');
    expect(store.getState().consent?.waiting.map((q) => q.player)).toEqual(['B']);
    expect(renderMessage(store.getState().consent!.waiting[0]!.you)).toBe("take back Ana's concession");
  });
});

describe('hot-seat consent: every hand face up', () => {
  it('turned on in a running game, it waits for the other player; allowed, the hands are shown', () => {
    const store = wurmTable();
    store.getState().setHotseat({ showEverything: true });
    expect(store.getState().hotseat?.showEverything).toBe(false);
    expect(store.getState().consent).toMatchObject({ asker: 'B', subject: { kind: 'showEverything' } });
    expect(store.getState().consent?.waiting.map((q) => q.player)).toEqual(['A']);
    store.getState().answerConsent(true);
    expect(store.getState().hotseat?.showEverything).toBe(true);
    expect(logText(store)).toEqual(['Bruno asked Ana to turn every hand face up', 'Ana agreed to turn every hand face up (asked by Bruno)']);
  });

  it('refused, the hands stay hidden; turning it off needs nobody', () => {
    const store = wurmTable();
    store.getState().setHotseat({ showEverything: true });
    store.getState().answerConsent(false);
    expect(store.getState().hotseat?.showEverything).toBe(false);
    expect(logText(store).at(-1)).toBe('Ana refused to turn every hand face up (asked by Bruno)');
    store.setState({ hotseat: { ...store.getState().hotseat!, showEverything: true } });
    store.getState().setHotseat({ showEverything: false });
    expect(store.getState()).toMatchObject({ consent: null, hotseat: { showEverything: false } });
  });
});

describe('hot-seat consent lines in the reader\'s language', () => {
  it('a question and its answers read in Spanish (tú) and Italian (tu), every key present', async () => {
    const store = afterBlock();
    store.getState().undo();
    const { consent } = store.getState();
    const question: Message = { key: 'hotseat:consent.question', params: { asker: 'Ana', subject: consent!.waiting[0]!.you } };
    store.getState().answerConsent(false);
    const [asked, refused] = store.getState().consents.map((c) => c.message) as [Message, Message];
    for (const m of [question, asked, refused]) expect(await missingKeys(m)).toEqual([]);
    expect((await renderAll(question)).es).toBe('Ana pide deshacer tu bloqueo: Wall of Wood bloquea a Craw Wurm.');
    expect((await renderAll(refused)).it).toMatch(/^Bruno ha rifiutato di annullare il suo blocco \(.+\) \(su richiesta di Ana\)$/);
  });
});

describe('CR 104.3a with three players: a concession taken back', () => {
  it('Cleo concedes while Ana decides; taking it back asks Cleo, then each other player still in the game but the asker, one after the other', () => {
    const start = game({
      variant: 'free-for-all',
      turn: { number: 3, activePlayer: 'A', step: 'main1' },
      players: [
        { id: 'A', name: 'Ana', library: wurms() },
        { id: 'B', name: 'Bruno', library: wurms() },
        { id: 'C', name: 'Cleo', library: wurms() },
      ],
    } as Parameters<typeof game>[0]);
    const store = createTableStore({ game: start, hotseat: { autopass: DEFAULT_AUTOPASS, showEverything: false, handOver: true } });
    expect(store.getState().game.pendingChoice?.player).toBe('A');
    expect(store.getState().dispatch({ type: 'concede', player: 'C' })).toBe(true);
    expect(store.getState().game.players.find((p) => p.id === 'C')?.lost).toBe(true);
    expect(store.getState().game.gameOver).toBeNull();
    const asker = store.getState().game.pendingChoice?.player ?? store.getState().game.turn.activePlayer;
    store.getState().undo();
    const waiting = store.getState().consent?.waiting.map((q) => q.player);
    expect(waiting).toEqual(['C', 'A', 'B'].filter((p) => p !== asker));
    for (let i = 0; i < (waiting?.length ?? 0); i++) store.getState().answerConsent(true);
    expect(store.getState().consent).toBeNull();
    expect(store.getState().game.players.every((p) => !p.lost)).toBe(true);
    expect(logText(store).filter((line) => line.includes('agreed'))).toHaveLength(waiting?.length ?? 0);
  });
});
