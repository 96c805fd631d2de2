// step.test.ts: the current step explained (src/explain/step.ts and prompt.ts): what happens, the
// turn-based actions, who has priority and what they may do, what is closed and why, and a refused
// action — in English, Spanish and Italian.
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../../src/engine';
import { explainRefusal, explainStep, promptFor, renderExplanation, renderMessage } from '../../src/explain';
import { game, play } from '../engine/helpers';
import { renderAll, translator } from './support';

const shockOnStack = (): GameState => {
  const g = game({
    players: [
      { id: 'A', name: 'Ana', battlefield: ['Mountain'], hand: [{ id: 'shock', card: 'Shock' }] },
      { id: 'B', name: 'Bruno', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
    ],
  });
  return play(g, { type: 'cast', player: 'A', card: 'shock', targets: ['bears'] }, { type: 'pass', player: 'A' });
};

describe('game over', () => {
  it('CR 704.5a, 104.2a: the prompt says who won and why, in three languages', async () => {
    const g = game({
      players: [
        { id: 'A', name: 'Ana', battlefield: ['Mountain'], hand: [{ id: 'shock', card: 'Shock' }] },
        { id: 'B', name: 'Bruno', life: 2 },
      ],
    });
    const s = play(g, { type: 'cast', player: 'A', card: 'shock', targets: ['B'] }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(s.gameOver?.winner).toBe('A');
    const p = promptFor(s);
    expect(p.rule).toBe('704.5a');
    expect((await renderAll(p)).en).toBe('Game over: Ana wins — Bruno has 0 life and loses the game');
  });
});

describe('priority', () => {
  it('"Bruno has priority — pass to resolve Shock", in three languages', async () => {
    const s = shockOnStack();
    const p = promptFor(s);
    expect(p.rule).toBe('117.4');
    expect(await renderAll(p)).toEqual({
      en: 'Bruno has priority — pass to resolve Shock',
      es: 'Bruno tiene la prioridad — pasa para que se resuelva Shock',
      it: 'Bruno ha la priorità — passa per far risolvere Shock',
    });
  });

  it('says what the player may do: respond, or pass and let Shock resolve', async () => {
    const s = shockOnStack();
    const x = explainStep(s);
    expect(x.step).toBe('main1');
    expect(x.about.rule).toBe('505');
    const en = await translator('en');
    const options = x.options.map((o) => renderMessage(en, o));
    expect(options).toContain('Pass: everyone else has passed, so Shock resolves.');
    expect(renderMessage(en, x.title)).toBe("Turn 3 · Ana's turn · Precombat main phase");
    const es = await translator('es');
    expect(x.options.map((o) => renderMessage(es, o))).toContain('Pasar: los demás ya han pasado, así que se resuelve Shock.');
  });

  it('before anyone passes: act, or pass to the other player', async () => {
    const g = game({ players: [{ id: 'A', name: 'Ana', battlefield: ['Forest'], hand: ['Grizzly Bears'] }, { id: 'B', name: 'Bruno' }] });
    const x = explainStep(g);
    const t = await renderAll(x.decision);
    expect(t.en).toBe('Ana has priority in the precombat main phase — act, or pass to Bruno');
    expect(t.es).toBe('Ana tiene la prioridad (la fase principal precombate) — actúa o pasa la prioridad a Bruno');
    expect(t.it).toBe('Ana ha la priorità (la fase principale pre-combattimento) — agisci o passa la priorità a Bruno');
    const en = await translator('en');
    // Grizzly Bears costs {1}{G}: one Forest cannot pay for it, and the closed option says why.
    const closed = x.closed.map((c) => renderExplanation(en, c));
    expect(closed.map((c) => c.text)).toContain('Grizzly Bears cannot be cast now.');
    expect(closed.find((c) => c.text.startsWith('Grizzly Bears'))?.citation).toBe('CR 601.2h, Casting Spells');
  });
});

describe('the steps of combat', () => {
  const flier = () => game({
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'angel', card: 'Serra Angel' }], library: ['Forest', 'Forest'] },
      { id: 'B', name: 'Bruno', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Forest', 'Forest'] },
    ],
  });
  const toBlocks = (g: GameState) => play(g,
    { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'angel', defender: 'B' }] },
    { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });

  it('declare attackers: the turn-based action, and who may attack', async () => {
    const x = explainStep(flier());
    expect(x.turnBasedActions.map((a) => a.rule)).toEqual(['508.1', '508.8']);
    const en = await translator('en');
    expect(renderMessage(en, x.decision)).toBe('Ana declares attackers — choose the creatures that attack, then confirm');
    expect(x.options.map((o) => renderMessage(en, o))).toContain('Attack with any of Serra Angel.');
  });

  it('declare blockers: a block flying forbids is closed, with 702.9b and its section', async () => {
    const x = explainStep(toBlocks(flier()));
    expect(x.step).toBe('declareBlockers');
    const closed = x.closed.find((c) => c.rule === '702.9b');
    expect(closed?.section).toEqual({ number: '702.9', key: 'rules:section.702_9' });
    expect(await renderAll(closed!)).toEqual({
      en: 'Grizzly Bears cannot block Serra Angel.',
      es: 'Grizzly Bears no puede bloquear a Serra Angel.',
      it: 'Grizzly Bears non può bloccare Serra Angel.',
    });
    const italian = renderExplanation(await translator('it'), closed!);
    expect(italian.citation).toBe('RC 702.9b, Volare');
    expect(italian.why).toBe('Una creatura con volare può essere bloccata solo da creature con volare o raggiungere.');
    expect(italian.detail).toMatch(/flying/);
  });

  it('a refused block is explained from the engine error (code, rule, message)', async () => {
    const r = applyAction(toBlocks(flier()), { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'bears', attacker: 'angel' }] } as Action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const e = explainRefusal(r.error);
    const es = renderExplanation(await translator('es'), e);
    expect(es.text).toBe('Este bloqueo no está permitido.');
    expect(es.citation).toBe('RC 702.9b, Volar');
    expect(es.why).toBe('Una criatura con la habilidad de volar solo puede ser bloqueada por criaturas que vuelan o tienen alcance.');
    expect(es.detail).toBe(r.error.message);
  });

  it('first strike: the first and the second combat damage steps are told apart', async () => {
    let s = game({
      turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'knight', card: 'Youthful Knight' }], library: ['Forest', 'Forest'] },
        { id: 'B', name: 'Bruno', battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Forest', 'Forest'] },
      ],
    });
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'knight', defender: 'B' }] }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' },
      { type: 'declareBlockers', player: 'B', blocks: [{ blocker: 'bears', attacker: 'knight' }] }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    const first = explainStep(s);
    expect(first.step).toBe('combatDamage');
    expect(first.about.key).toBe('explain:step.combatDamage.aboutFirstStrike');
    expect(first.turnBasedActions[0]?.key).toBe('explain:tba.firstStrikeStep');
    const happened = (await translator('it'));
    expect(first.happened.map((h) => renderMessage(happened, h))).toContain('Youthful Knight infligge 2 danni da combattimento a Grizzly Bears');
    expect(first.happened.some((h) => h.key === 'explain:log.sba.lethalDamage')).toBe(true);
    const second = explainStep(play(s, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' }));
    expect(second.about.key).toBe(second.step === 'combatDamage' ? 'explain:step.combatDamage.aboutSecond' : `explain:step.${second.step}.about`);
  });

  it('the untap and cleanup steps say that nobody gets priority (those steps are passed through, so the state is set by hand)', () => {
    const s = game({});
    const at = (step: GameState['turn']['step']): GameState => ({ ...s, pendingChoice: null, turn: { ...s.turn, step } });
    expect(explainStep(at('cleanup')).turnBasedActions.map((a) => a.rule)).toEqual(['514.1', '514.2', '514.3a']);
    expect(explainStep(at('untap')).turnBasedActions.map((a) => a.rule)).toEqual(['502.3', '502.4']);
    expect(explainStep(at('untap')).decision.key).toBe('common:prompt.none');
  });
});

describe('triggers and APNAP', () => {
  it('two Soul Wardens: the log says APNAP order, the trigger and going on the stack', async () => {
    let s = game({
      players: [
        { id: 'A', name: 'Ana', battlefield: [{ id: 'wardenA', card: 'Soul Warden' }, 'Forest', 'Forest'], hand: [{ id: 'bear', card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
        { id: 'B', name: 'Bruno', battlefield: [{ id: 'wardenB', card: 'Soul Warden' }], library: ['Island', 'Island'] },
      ],
    });
    s = play(s, { type: 'cast', player: 'A', card: 'bear' }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    const x = explainStep(s);
    const en = await translator('en');
    const lines = x.happened.map((h) => renderMessage(en, h));
    expect(lines).toContain('Grizzly Bears resolves');
    expect(lines).toContain('APNAP order: Ana, the active player, puts their triggered abilities on the stack first, then Bruno, whose abilities therefore resolve first');
    expect(x.happened.filter((h) => h.category === 'trigger').length).toBeGreaterThanOrEqual(3);
    const es = await translator('es');
    expect(x.happened.map((h) => renderMessage(es, h))).toContain('Orden JAJNA: Ana, el jugador activo, pone primero sus habilidades disparadas en la pila, y después Bruno, cuyas habilidades por eso se resuelven primero');
    // The top of the stack is Bruno's trigger: "pass to resolve Soul Warden's ability" (in Italian too).
    const italian = await translator('it');
    expect(renderMessage(italian, x.decision)).toMatch(/^Ana ha la priorità — /);
    expect(renderMessage(italian, x.decision)).toContain("l'abilità di Soul Warden");
  });
});

describe('two-headed giant (CR 805)', () => {
  const teams = { variant: 'two-headed-giant' as const, teams: [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }] };
  const four = (step: 'upkeep' | 'declareAttackers', extra: Record<string, unknown> = {}) => game({
    ...teams,
    turn: { number: 3, activePlayer: 'A', step },
    players: [
      { id: 'A', name: 'Ana', battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] }, { id: 'B', name: 'Bruno' },
      { id: 'C', name: 'Carla', battlefield: [{ id: 'wall', card: 'Wall of Wood' }] }, { id: 'D', name: 'Dario' },
    ],
    ...extra,
  } as Parameters<typeof game>[0]);

  it('CR 805.5b: once one team has passed, the other team\'s pass ends the step', async () => {
    const s = play(four('upkeep'), { type: 'pass', player: 'B' });
    const p = promptFor(s);
    expect(p.rule).toBe('117.4');
    expect((await renderAll(p)).en).toMatch(/^Carla has priority — pass to end/);
  });

  it('CR 805.10d: the defending team is asked for its one combined block, in three languages', async () => {
    let s = four('declareAttackers');
    s = play(s, { type: 'declareAttackers', player: 'A', attackers: [{ attacker: 'bear', defender: 'D' }] }, { type: 'pass', player: 'A' }, { type: 'pass', player: 'C' });
    const p = promptFor(s);
    expect(p.rule).toBe('805.10d');
    const said = await renderAll(p);
    expect(said.en).toBe('Carla declares the block of their team (Carla and Dario) — its creatures may block any creature attacking either player; choose which creature blocks which attacker, then confirm');
    expect(said.es).toMatch(/^Carla declara el bloqueo de su equipo \(Carla y Dario\)/);
    expect(said.it).toMatch(/^Carla dichiara il blocco della sua squadra \(Carla e Dario\)/);
  });
});
