import { describe, expect, it } from 'vitest';
import { parseScenario, referenceCardNames } from '../../src/engine';
import {
  addCard, addPlayer, blankDraft, clearActions, draftFromScenario, draftGoalNames, removePlayer, setAttack, setTeamLife, setVariant, draftIssues, draftToScenario, issueTarget, moveCard, newCardId, removeCard,
  reorderCard, setExpect, updatePermanent, updatePlayer, updateTurn, type Draft, type DraftPlayer,
} from '../../src/store/editorDraft';
import { searchCards } from '../../src/store/editorCards';
import { createEditorStore } from '../../src/store/editorStore';
import { memoryStorage } from '../../src/store/saveStorage';
import { fixture } from '../support/scenarios';

const wurm = fixture('craw-wurm-two-blockers');

/** The player at `index`, who is there. */
function seat(draft: Draft, index: number): DraftPlayer {
  const player = draft.players[index];
  if (!player) throw new Error(`no player ${index}`);
  return player;
}

function read(json: unknown): Draft {
  const r = draftFromScenario(json);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.draft;
}

describe('the editor draft', () => {
  it('a blank draft is a valid scenario', () => {
    expect(draftIssues(blankDraft())).toEqual([]);
    expect(parseScenario(draftToScenario(blankDraft())).ok).toBe(true);
  });

  it('a scenario read and written again is the same scenario, with every card named by its id', () => {
    const draft = read(wurm);
    const out = draftToScenario(draft);
    const again = read(out);
    expect(again).toEqual(draft);
    expect(out.actions).toEqual(wurm.actions);
    const library = { ...wurm, players: [{ id: 'A', library: ['Forest', 'Island'] }, { id: 'B' }] };
    const ids = seat(read(library), 0).zones.library.map((c) => c.id);
    expect(ids).toEqual(['A:library:0', 'A:library:1']);
  });

  it('an invalid scenario is not read: the schema says why, with its paths', () => {
    const r = draftFromScenario({ ...wurm, turn: { number: 1, activePlayer: 'A', step: 'teatime' } });
    expect(r.ok === false && r.issues.map((i) => i.path)).toContain('turn.step');
    const proto = draftFromScenario(JSON.parse('{"__proto__": {}, "turn": {"number": 1, "activePlayer": "A", "step": "main1"}, "players": [{"id": "A"}, {"id": "B"}]}'));
    expect(proto.ok === false && proto.issues[0] && 'code' in proto.issues[0] && proto.issues[0].code).toBe('reserved-name');
  });

  it('CR 806, 810: a multiplayer scenario opens with its players, variant, attack option and teams, and is written back the same', () => {
    const turn = { number: 1, activePlayer: 'A', step: 'main1' };
    const ffa = { format: 'tabletop-scenario/1', variant: 'free-for-all', options: { attack: 'left' }, turn, players: ['A', 'B', 'C'].map((id) => ({ id, name: id, life: 20 })) };
    const ffaDraft = read(ffa);
    expect(ffaDraft.players.map((p) => p.id)).toEqual(['A', 'B', 'C']);
    expect([ffaDraft.variant, ffaDraft.attack, ffaDraft.teams]).toEqual(['free-for-all', 'left', []]);
    expect(draftToScenario(ffaDraft)).toMatchObject({ variant: 'free-for-all', options: { attack: 'left' } });
    expect(read(draftToScenario(ffaDraft))).toEqual(ffaDraft);
    const teams = [{ id: 'T1', players: ['A', 'B'], life: 25 }, { id: 'T2', players: ['C', 'D'] }];
    const giant = read({ variant: 'two-headed-giant', teams, turn, players: ['A', 'B', 'C', 'D'].map((id) => ({ id })) });
    expect(giant.teams).toEqual([{ id: 'T1', players: ['A', 'B'], life: 25 }, { id: 'T2', players: ['C', 'D'], life: 30 }]);
    const written = draftToScenario(giant);
    // CR 810.9a: a player of a two-headed giant game has no life of their own in the file.
    expect((written.players as Record<string, unknown>[]).some((p) => 'life' in p)).toBe(false);
    expect(written).toMatchObject({ variant: 'two-headed-giant', teams: [{ id: 'T1', life: 25 }, { id: 'T2', life: 30 }] });
    expect(draftIssues(giant)).toEqual([]);
    expect(draftToScenario(read({ variant: 'two-player', turn, players: [{ id: 'A' }, { id: 'B' }] }))).not.toHaveProperty('variant');
  });

  it('CR 800.1, 806, 810: players are added and removed, up to six and down to two, and the variant follows their count', () => {
    let draft = updateTurn(blankDraft(), { activePlayer: 'B' });
    draft = addPlayer(draft, 'Carla');
    expect(draft.players.map((p) => [p.id, p.name])).toEqual([['A', 'Ana'], ['B', 'Bruno'], ['C', 'Carla']]);
    expect(draft.variant).toBe('free-for-all');
    expect(setVariant(draft, 'two-headed-giant')).toBe(draft); // 810.1: four players
    draft = setVariant(addPlayer(draft, 'Dario'), 'two-headed-giant');
    expect(draft.teams).toEqual([{ id: 'T1', players: ['A', 'B'], life: 30 }, { id: 'T2', players: ['C', 'D'], life: 30 }]);
    draft = setTeamLife(draft, 'T2', 12);
    expect(draftIssues(draft)).toEqual([]);
    expect(draftToScenario(draft)).toMatchObject({ teams: [{ life: 30 }, { life: 12 }] });
    draft = addPlayer(draft, 'Elena');
    expect([draft.variant, draft.teams]).toEqual(['free-for-all', []]);
    draft = addCard(addPlayer(draft, 'Fede'), 5, 'battlefield', 'Grizzly Bears').draft;
    expect(addPlayer(draft, 'Gina')).toBe(draft); // six at most
    expect(draftIssues(draft)).toEqual([]);
    // Removing the active player gives the turn to the first player; their cards go with them.
    draft = removePlayer(draft, 1);
    expect(draft.turn.activePlayer).toBe('A');
    expect(draft.players.map((p) => p.id)).toEqual(['A', 'C', 'D', 'E', 'F']);
    draft = removePlayer(draft, 4);
    expect(draftGoalNames(draft).objects.has('grizzly-bears')).toBe(false);
    draft = removePlayer(removePlayer(draft, 3), 2);
    expect(draft.variant).toBe('two-player');
    expect(removePlayer(draft, 0)).toBe(draft); // two at least
    expect(draftIssues(setAttack(draft, 'left'))).toEqual([]);
    expect(draftToScenario(setAttack(draft, 'left'))).not.toHaveProperty('options');
    // A new player takes the first free seat.
    expect(addPlayer(draft, 'Bea').players.map((p) => p.id)).toEqual(['A', 'C', 'B']);
  });

  it('CR 310.8, 702.26: a battle’s protector and a phased-out permanent are kept as written', () => {
    const siege = { name: 'Test Siege', types: ['Battle'], subtypes: ['Siege'], defense: 3 };
    const scenario = {
      cards: [siege],
      turn: { number: 2, activePlayer: 'A', step: 'main1' },
      players: [
        { id: 'A', battlefield: [{ id: 'siege', card: 'Test Siege', protector: 'B' }, { id: 'bears', card: 'Grizzly Bears', phasedOut: true }] },
        { id: 'B' },
      ],
    };
    const written = draftToScenario(read(scenario)) as { players: { battlefield?: unknown[] }[] };
    expect(written.players[0]?.battlefield).toEqual([{ id: 'siege', card: 'Test Siege', protector: 'B' }, { id: 'bears', card: 'Grizzly Bears', phasedOut: true }]);
    expect(issueTarget('players[3].battlefield[2].card')).toEqual({ player: 3, zone: 'battlefield', index: 2 });
  });

  it('sets up a position: cards in zones, permanent state, life, the step and the active player', () => {
    let draft = blankDraft();
    const bears = addCard(draft, 0, 'battlefield', 'Grizzly Bears');
    draft = bears.draft;
    const second = addCard(draft, 0, 'battlefield', 'Grizzly Bears');
    draft = second.draft;
    expect([bears.id, second.id]).toEqual(['grizzly-bears', 'grizzly-bears-2']);
    draft = addCard(draft, 1, 'hand', 'Giant Growth').draft;
    draft = updatePermanent(draft, 0, 'grizzly-bears', { tapped: true, damage: 1, summoningSick: true, counters: { '+1/+1': 2 } });
    draft = updatePlayer(draft, 1, { life: 7 });
    draft = updateTurn(draft, { step: 'declareBlockers', activePlayer: 'B' });
    expect(draftIssues(draft)).toEqual([]);
    const out = draftToScenario(draft) as { players: Record<string, unknown>[]; turn: unknown };
    expect(out.turn).toEqual({ number: 2, activePlayer: 'B', step: 'declareBlockers' });
    expect(out.players[0]?.battlefield).toEqual([
      { id: 'grizzly-bears', card: 'Grizzly Bears', tapped: true, damage: 1, summoningSick: true, counters: { '+1/+1': 2 } },
      { id: 'grizzly-bears-2', card: 'Grizzly Bears' },
    ]);
    expect(out.players[1]).toMatchObject({ life: 7, hand: [{ id: 'giant-growth', card: 'Giant Growth' }] });
  });

  it('moves, orders and removes cards, keeping their ids; a card off the battlefield loses its permanent state', () => {
    let draft = addCard(blankDraft(), 0, 'battlefield', 'Craw Wurm').draft;
    draft = updatePermanent(draft, 0, 'craw-wurm', { tapped: true, damage: 2 });
    draft = moveCard(draft, { player: 0, zone: 'battlefield' }, 'craw-wurm', { player: 1, zone: 'graveyard' });
    expect(seat(draft, 1).zones.graveyard).toEqual([{ id: 'craw-wurm', card: 'Craw Wurm' }]);
    expect(seat(draft, 0).zones.battlefield).toEqual([]);
    draft = addCard(draft, 1, 'library', 'Forest').draft;
    draft = addCard(draft, 1, 'library', 'Island').draft;
    draft = reorderCard(draft, 1, 'library', 'island', -1);
    expect(seat(draft, 1).zones.library.map((c) => c.card)).toEqual(['Island', 'Forest']);
    expect(reorderCard(draft, 1, 'library', 'island', -1)).toEqual(draft);
    draft = removeCard(draft, 1, 'library', 'island');
    expect(seat(draft, 1).zones.library.map((c) => c.id)).toEqual(['forest']);
  });

  it('a new id never collides with a player or a card', () => {
    const draft = read({ ...wurm, players: [{ id: 'forest', battlefield: [{ id: 'forest-2', card: 'Forest' }] }, { id: 'B' }], turn: { number: 1, activePlayer: 'forest', step: 'main1' } });
    expect(newCardId(draft, 'Forest')).toBe('forest-3');
    expect(newCardId(draft, 'Æther ☃')).toBe('ther');
  });

  it('the goal and the written actions are kept, set and cleared', () => {
    let draft = read(wurm);
    draft = setExpect(draft, { life: { B: 14 } });
    expect(draftToScenario(draft).expect).toEqual({ life: { B: 14 } });
    draft = setExpect(draft, {});
    expect('expect' in draftToScenario(draft)).toBe(false);
    expect('actions' in draftToScenario(clearActions(draft))).toBe(false);
  });

  it('issues point at the card they are about', () => {
    let draft = addCard(blankDraft(), 1, 'hand', 'Grizzly Bears').draft;
    draft = { ...draft, players: [seat(draft, 0), { ...seat(draft, 1), zones: { ...seat(draft, 1).zones, hand: [{ id: 'x', card: 'Grizly Bears' }] } }] };
    const [issue] = draftIssues(draft);
    expect(issue?.path).toBe('players[1].hand[0].card');
    expect(issueTarget(issue?.path ?? '')).toEqual({ player: 1, zone: 'hand', index: 0 });
  });
});

describe('finding cards', () => {
  it('by any part of the name, accents and case ignored, names that start with it first', () => {
    expect(searchCards('bear', []).map((h) => h.name)).toEqual(expect.arrayContaining(['Grizzly Bears', 'Runeclaw Bear']));
    expect(searchCards('GRIZZ', [])[0]).toMatchObject({ name: 'Grizzly Bears', powerToughness: '2/2', custom: false });
    expect(searchCards('craw', [])[0]?.name).toBe('Craw Wurm');
    expect(searchCards('zzzz', [])).toEqual([]);
    expect(searchCards('', [], 200)).toHaveLength(referenceCardNames.length); // the whole pool, both card files
  });

  it('custom cards of the scenario are found too', () => {
    const [hit] = searchCards('wáll test', [{ name: 'Test Wall', types: ['Creature'], subtypes: ['Wall'], power: 0, toughness: 4 }]);
    expect(hit).toEqual({ name: 'Test Wall', typeLine: 'Creature — Wall', manaCost: null, powerToughness: '0/4', custom: true });
  });
});

describe('the editor store', () => {
  it('one edit is one undo step; redo brings it back', () => {
    const store = createEditorStore({ storage: null });
    store.getState().edit((d) => addCard(d, 0, 'hand', 'Shock').draft);
    store.getState().edit((d) => updatePlayer(d, 0, { life: 3 }));
    store.getState().undo();
    expect(seat(store.getState().draft, 0).life).toBe(20);
    expect(seat(store.getState().draft, 0).zones.hand).toHaveLength(1);
    store.getState().redo();
    expect(seat(store.getState().draft, 0).life).toBe(3);
  });

  it('the last valid draft is kept for the tab and found again by a new editor', () => {
    const storage = memoryStorage();
    const first = createEditorStore({ storage });
    first.getState().edit((d) => addCard(d, 1, 'battlefield', 'Wall of Wood').draft);
    first.getState().saved('my-1');
    // An invalid edit (an unknown card) is not kept.
    first.getState().edit((d) => ({ ...d, players: [seat(d, 0), { ...seat(d, 1), zones: { ...seat(d, 1).zones, hand: [{ id: 'h', card: 'Nope' }] } }] }));
    const second = createEditorStore({ storage });
    expect(seat(second.getState().draft, 1).zones.battlefield.map((c) => c.card)).toEqual(['Wall of Wood']);
    expect(seat(second.getState().draft, 1).zones.hand).toEqual([]);
    expect(second.getState().lessonId).toBe('my-1');
    storage.setItem('mtg-combat-tabletop/editor-draft', '{broken');
    expect(createEditorStore({ storage }).getState().draft).toEqual(blankDraft());
  });
});
