// log.test.ts: every kind of log entry the engine writes, explained (src/explain/log.ts): a sample of
// each template → its message key, its rendering in three languages, the rule and its section; then
// every entry of every shipped scenario, lesson and fixture, and of seeded random games, explained with
// no entry left to the "unknown" fallback and every key present in all three languages.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, logEntries, newGame, runScenario, type GameEvent, type GameState, type LogEntry } from '../../src/engine';
import { DECKS, deckList } from '../../src/engine/cards/decks';
import { explainLog, explainLogEntry, explainRefusal, explainStep, logTemplateKeys, messageKeys, renderExplanation, renderMessage, type Message } from '../../src/explain';
import { LANGUAGES } from '../../src/i18n/languages';
import { ROOT, allLanguages, missingKeys, renderAll, translator } from './support';
import { mulberry32 } from '../support/rng';

type Sample = [text: string, rule: string, key: string, event?: GameEvent, english?: string];
const sba = (what: string): GameEvent => ({ kind: 'sba', what, object: 'x' });
const zone = (from: 'stack' | 'hand' | 'battlefield' | 'library' | 'graveyard', to: 'battlefield' | 'graveyard' | 'hand' | 'library', card = 'Grizzly Bears'): GameEvent => ({ kind: 'zoneChange', object: 'x', from, to, card });

// One sample per template variant, written as the engine writes it (src/engine/**: log calls).
const SAMPLES: Sample[] = [
  ['Ana plays first (seed 7)', '103.1', 'playsFirst', undefined, 'Ana plays first (seed 7)'],
  ['Every player has kept their opening hand: the game begins', '103.5', 'mulligan.allKept'],
  ['Ana takes mulligan number 2: shuffles and draws a new hand of seven', '103.5', 'mulligan.taken'],
  ['Bruno will take a mulligan', '103.5', 'mulligan.will'],
  ['Ana keeps a hand of 7, putting 2 cards on the bottom of their library', '103.5', 'mulligan.keepBottom', undefined, 'Ana keeps a hand of 7, putting 2 cards on the bottom of their library'],
  ['Ana keeps a hand of 7', '103.5', 'mulligan.keep'],
  ["Ana skips the draw step of the game's first turn", '103.8a', 'turn.skipFirstDraw'],
  ["Turn 3: Ana's declare blockers step begins", '509', 'turn.stepBegan', { kind: 'stepBegan', step: 'declareBlockers', turn: 3 }, "Turn 3, Ana's turn: the declare blockers step begins"],
  ['Turn 4 begins: Bruno is the active player', '500.1', 'turn.begins'],
  ['Turn 5 begins: Bruno is the active player', '500.7', 'turn.extraTurnBegins'],
  ['The draw step is skipped', '500.11', 'turn.stepSkipped', undefined, 'Skipped: the draw step'],
  ["Ana's unused mana empties from their mana pool", '500.5', 'turn.manaEmpties'],
  ["Wall of Frost doesn't untap during its controller's next untap step", '502.3', 'untap.skipNext'],
  ["Wall of Frost doesn't untap this time", '502.3', 'untap.skipped'],
  ['Ana untaps their permanents', '502.3', 'untap.all'],
  ['No creatures attack: the declare blockers and combat damage steps are skipped', '508.8', 'turn.noAttackersSkip'],
  ['Damage wears off and "until end of turn" effects end', '514.2', 'turn.cleanupDamage'],
  ['Something happened during cleanup: players receive priority, then another cleanup step follows', '514.3a', 'turn.cleanupAgain'],
  ['Ana discards Forest', '514.1', 'turn.discards'],
  ['Bruno passes', '117.3d', 'priority.passes', { kind: 'passed', player: 'B' }, 'Bruno passes'],
  ['Ana draws a card', '504.1', 'draws', { kind: 'drew', player: 'A', object: 'x' }],
  ['Ana must draw from an empty library', '121.4', 'drawEmpty', { kind: 'drew', player: 'A' }],
  ['Bruno casts Shock targeting Eager Construct', '601.2', 'stack.castsTargeting', { kind: 'cast', object: 'shock', player: 'B' }, 'Bruno casts Shock targeting Eager Construct'],
  ['Ana casts Grizzly Bears', '601.2', 'stack.casts', { kind: 'cast', object: 'bear', player: 'A' }],
  ["Ana activates Mogg Fanatic's ability targeting Bruno", '602.2', 'stack.activatesTargeting', { kind: 'activated', object: 'm.1', source: 'm', card: 'Mogg Fanatic', player: 'A', ability: 0 }],
  ["Ana activates River Boa's ability", '602.2', 'stack.activates', { kind: 'activated', object: 'r.1', source: 'r', card: 'River Boa', player: 'A', ability: 0 }],
  ['Ana discards Reconnaissance Mission to pay the cost', '702.29a', 'stack.discardCost'],
  ['Ana plays Forest', '305.1', 'playsLand', { kind: 'landPlayed', object: 'f', player: 'A' }],
  ['Ana taps Forest for {G}', '605.3b', 'tapsForMana', { kind: 'tapped', object: 'f' }, 'Ana taps Forest for {G}'],
  ['Serra Ascendant\'s ability does nothing: its "if" condition is no longer true', '603.4', 'trigger.ifFalseOnResolution', { kind: 'resolved', object: 'x.1' }],
  ['Shock does not resolve: its target is no longer legal', '608.2b', 'stack.fizzles', { kind: 'fizzled', object: 'shock' }, 'Shock does not resolve: its target is no longer legal'],
  ["Hero of Bladehold's ability resolves", '608.2', 'stack.resolves', { kind: 'resolved', object: 'hero.1' }, "Hero of Bladehold's ability resolves"],
  ['Bruno chooses not to', '608.2d', 'stack.choosesNot'],
  ["Grizzly Bears enters the battlefield under Ana's control", '608.3', 'stack.entersUnderControl', zone('stack', 'battlefield')],
  ["Shock is put into Bruno's graveyard", '608.2n', 'stack.toGraveyard', zone('stack', 'graveyard', 'Shock')],
  ["Wall of Tears returns to its owner's hand", '603.7', 'effect.returnsToHand'],
  ["Archangel of Thune's ability does not trigger: its controller's life total is less than their starting life total is not true", '603.4', 'trigger.ifFalse'],
  ["Soul Warden's ability triggers (wardenA.1, controlled by Ana): Whenever another creature enters, you gain 1 life.", '603.6a', 'trigger.triggered', undefined, "Soul Warden's ability triggers (controlled by Ana): Whenever another creature enters, you gain 1 life."],
  ['A delayed triggered ability of Wall of Tears triggers: Return Grizzly Bears to its owner\'s hand.', '603.7', 'trigger.delayedTriggered'],
  ["Sneak Attack's delayed ability does nothing: the object is no longer on the battlefield", '603.7c', 'trigger.delayedNothing'],
  ['Sneak Attack sets up a delayed triggered ability: At the beginning of the next end step, sacrifice Craw Wurm.', '603.7a', 'trigger.delayedCreated'],
  ['APNAP order: Ana, the active player, puts their triggered abilities on the stack first, then Bruno, whose abilities resolve first', '603.3b', 'trigger.apnap', undefined, 'APNAP order: Ana, the active player, puts their triggered abilities on the stack first, then Bruno, whose abilities therefore resolve first'],
  ['Ana orders their triggered abilities: Hero of Bladehold, then Hero of Bladehold (the last resolves first)', '603.3b', 'trigger.ordered', { kind: 'triggersOrdered', player: 'A', order: ['hero.1', 'hero.2'] }],
  ["Hero of Bladehold's battle cry gives +1/+0 to no creature: no other creature is attacking", '702.91a', 'effect.battleCryNobody'],
  ["Retreat to Kazandu's ability (retreat.1) has no mode that can be chosen and is removed from the stack", '603.3c', 'trigger.noMode'],
  ["Flametongue Kavu's ability (kavu.1) has no legal target and is removed from the stack", '603.3d', 'trigger.noTarget'],
  ["Ana puts Hero of Bladehold's triggered ability (hero.1) on the stack", '603.3', 'trigger.stacked'],
  ['Ana puts Retreat to Kazandu\'s triggered ability (retreat.1) on the stack with the mode "You gain 2 life."', '603.3', 'trigger.stackedMode'],
  ["Ana puts Flametongue Kavu's triggered ability (kavu.1) on the stack targeting Grizzly Bears", '603.3', 'trigger.stackedTargets'],
  ['Ana puts Retreat to Kazandu\'s triggered ability (retreat.1) on the stack with the mode "Put a +1/+1 counter on target creature." targeting Grizzly Bears', '603.3', 'trigger.stackedModeTargets'],
  ['Ana creates 2 1/1 Soldier tokens tapped and attacking', '508.4', 'effect.tokensAttacking', undefined, 'Ana creates 2 1/1 Soldier tokens tapped and attacking'],
  ['Ana creates 2 1/1 Soldier tokens tapped', '508.4', 'effect.tokensTapped', undefined, 'Ana creates 2 1/1 Soldier tokens tapped'],
  ['Soldier Token (hero.2.1) is on the battlefield but is not attacking: no defending player is left in the game', '508.4a', 'combat.tokenNotAttackingNoDefender', undefined, "Soldier Token enters the battlefield, but it isn't attacking: no defending player is left in the game"],
  ['Soldier Token (hero.2.1) is on the battlefield but is not attacking: Bruno can no longer be attacked', '508.4a', 'combat.tokenNotAttackingGone', undefined, "Soldier Token enters the battlefield, but it isn't attacking: Bruno can no longer be attacked"],
  ['Ana creates a 0/1 Plant token', '111.1', 'effect.tokens', undefined, 'Ana creates a 0/1 Plant token'],
  ['Soldier Token enters the battlefield', '111.2', 'zone.entersBattlefield', zone('stack', 'battlefield', 'Soldier Token')],
  ['Plant Token is blocking Grizzly Bears, which becomes blocked', '509.4', 'combat.putBlockingBecomesBlocked', { kind: 'putOntoBattlefieldBlocking', blocker: 'p', attacker: 'b', attackerWasBlocked: false }],
  ['Plant Token is blocking Grizzly Bears', '509.4', 'combat.putBlocking', { kind: 'putOntoBattlefieldBlocking', blocker: 'p', attacker: 'b', attackerWasBlocked: true }],
  ['Ana puts Craw Wurm onto the battlefield; it gains haste', '110.2a', 'effect.putOntoBattlefieldHaste', zone('hand', 'battlefield', 'Craw Wurm')],
  ['No one is the defending player', '507.1', 'combat.noDefendingPlayer'],
  ['Bruno is the defending player', '507.1', 'combat.defendingPlayer'],
  ['Ana has no creature that can attack', '508.1a', 'combat.noAttackers'],
  ['Ana has no one to attack: the defending player has left the game', '800.4a', 'combat.noOneToAttack'],
  ['Ana declares no attackers', '508.1', 'combat.noAttack', { kind: 'attackersDeclared', attackers: [] }],
  ['Ana attacks: Serra Angel → Bruno, Grizzly Bears → Bruno', '508.1', 'combat.attacks', { kind: 'attackersDeclared', attackers: [{ attacker: 'angel', defender: 'B' }, { attacker: 'bears', defender: 'B' }] }, 'Ana attacks: Serra Angel → Bruno and Grizzly Bears → Bruno'],
  ["Creatures Ana's opponents control attack this turn if able", '508.1d', 'combat.mustAttack'],
  ['The total cost to attack is {4}', '508.1h', 'combat.attackCostTotal'],
  ['Ghostly Prison: {4} for the creatures attacking Bruno (2)', '508.1h', 'combat.attackCostPart'],
  ['Ana pays {4} to attack', '508.1j', 'combat.attackCostPaid'],
  ['Breezekeeper phases out', '702.26b', 'untap.phasesOut'],
  ['Breezekeeper phases in', '702.26c', 'untap.phasesIn'],
  ['An additional beginning phase begins', '500.8', 'turn.additional_beginning'],
  ['An additional main phase begins', '500.8', 'turn.additional_main'],
  ['An additional combat phase begins', '500.8', 'turn.additional_combat'],
  ['An additional ending phase begins', '500.8', 'turn.additional_ending'],
  ['Relentless Assault: after this main phase there is an additional combat phase followed by an additional main phase', '500.8', 'effect.additionalCombatAndMain'],
  ['Ana will take an extra turn after this one', '500.7', 'effect.extraTurn'],
  ['Bruno has no untapped creature to block with', '509.1a', 'combat.noBlockersAvailable', { kind: 'blockersDeclared', blocks: [] }],
  ['Bruno has left the game: no creatures are declared as blockers for the creatures attacking them', '800.4a', 'combat.noBlockersLeftGame', { kind: 'blockersDeclared', blocks: [], defending: 'B' }, 'Bruno has left the game: no creature is declared as a blocker for the creatures attacking them'],
  ['Bruno declares no blockers', '509.1', 'combat.noBlock', { kind: 'blockersDeclared', blocks: [] }],
  ['Bruno blocks: Wall of Wood blocks Craw Wurm, Grizzly Bears blocks Craw Wurm', '509.1', 'combat.blocks', { kind: 'blockersDeclared', blocks: [{ blocker: 'w', attacker: 'c' }, { blocker: 'g', attacker: 'c' }] }, 'Bruno blocks: Wall of Wood blocks Craw Wurm and Grizzly Bears blocks Craw Wurm'],
  ['Serra Angel is unblocked', '509.1h', 'combat.unblocked'],
  ['Gustcloak Runner untaps and is removed from combat', '506.4', 'combat.untapRemoved'],
  ['Grizzly Bears is removed from combat', '506.4', 'combat.removed'],
  ['Combat ends: all creatures are removed from combat', '511.3', 'combat.ends'],
  ['A creature in combat has first strike or double strike: this is the first-strike combat damage step', '510.4', 'damage.firstStrikeStep'],
  ['Damage assignment order of Craw Wurm: Wall of Wood, Grizzly Bears', '510.1c', 'damage.order', undefined, 'Damage assignment order of Craw Wurm: Wall of Wood and Grizzly Bears'],
  ['Damage assignment order of Lumengrid Warden: Saproling Token, Runeclaw Bear', '509.4', 'damage.order', undefined, 'Damage assignment order of Lumengrid Warden: Saproling Token and Runeclaw Bear'],
  ['Craw Wurm is blocked, but no creature blocks it any more: it assigns no combat damage', '510.1c', 'damage.blockedNoBlockers'],
  ['Ophidian assigns no combat damage this turn', '510.1a', 'damage.noneThisTurn'],
  ["Ana assigns Craw Wurm's combat damage: none", '510.1', 'damage.assignedNone'],
  ["Ana assigns Craw Wurm's combat damage: 3 to Wall of Wood, 3 to Grizzly Bears", '510.1', 'damage.assigned', undefined, "Ana assigns Craw Wurm's combat damage: 3 to Wall of Wood and 3 to Grizzly Bears"],
  ['No combat damage is dealt', '510.2', 'damage.noCombatDamage'],
  ['Craw Wurm deals 6 combat damage to Bruno', '510.2', 'damage.combatDealt', { kind: 'damage', source: 'c', target: 'B', amount: 6, combat: true }, 'Craw Wurm deals 6 combat damage to Bruno'],
  ['Shock deals 2 damage to Eager Construct', '120.3', 'damage.dealt', { kind: 'damage', source: 's', target: 'e', amount: 2, combat: false }],
  ['All combat damage that would be dealt this turn will be prevented', '615.1', 'damage.fog'],
  ['4 combat damage from Craw Wurm to Bruno is prevented', '615.1', 'damage.combatPrevented'],
  ['The next 3 damage that would be dealt to Grizzly Bears this turn will be prevented', '615.7', 'damage.shield'],
  ['3 damage to Grizzly Bears is prevented', '615.7', 'damage.prevented'],
  ['3 damage from Silverback Ape to Grizzly Bears is prevented', '615.7', 'damage.preventedFrom'],
  ['Darksteel Myr has lethal damage but is indestructible and is not destroyed', '702.12b', 'sba.indestructible'],
  ['Darksteel Myr is not destroyed', '702.12b', 'effect.notDestroyed'],
  ['Ana gains 3 life (lifelink)', '702.15b', 'life.lifelink', { kind: 'lifeChange', player: 'A', amount: 3 }],
  ['Ana gains 1 life', '119.3', 'life.gains', { kind: 'lifeChange', player: 'A', amount: 1 }, 'Ana gains 1 life'],
  ['Bruno loses 2 life', '119.3', 'life.loses', { kind: 'lifeChange', player: 'B', amount: -2 }],
  ['Soldier Token ceases to exist', '704.5d', 'sba.tokenCeased', sba('tokenCeased')],
  ["Grizzly Bears has 0 toughness and is put into its owner's graveyard", '704.5f', 'sba.zeroToughness', sba('toGraveyard')],
  ["Ajani Goldmane has no loyalty and is put into its owner's graveyard", '704.5i', 'sba.noLoyalty', sba('toGraveyard')],
  ["Invasion of Test has no defense and is put into its owner's graveyard", '704.5v', 'sba.noDefense', sba('toGraveyard')],
  ["Invasion of Test has no player who can protect it and is put into its owner's graveyard", '704.5w', 'sba.noProtector', sba('toGraveyard')],
  ['Carla becomes the protector of Invasion of Test', '704.5x', 'sba.newProtector'],
  ["Legend rule: Ajani Goldmane is put into its owner's graveyard", '704.5j', 'sba.legendRule', sba('legendRule')],
  ['1 +1/+1 counter and 1 -1/-1 counter are removed from Soul Warden', '704.5q', 'sba.countersCancelled', sba('countersCancelled'), 'On Soul Warden, one +1/+1 counter cancels one −1/−1 counter: both are removed'],
  ['2 +1/+1 counters and 2 -1/-1 counters are removed from Grizzly Bears', '704.5q', 'sba.countersCancelled', sba('countersCancelled'), 'On Grizzly Bears, 2 +1/+1 counters cancel 2 −1/−1 counters: all are removed'],
  ['Grizzly Bears is destroyed (Grizzly Bears has lethal damage)', '704.5g', 'sba.lethalDamage', sba('destroyed'), 'Grizzly Bears has lethal damage and is destroyed'],
  ['Craw Wurm is destroyed (Craw Wurm was dealt damage by a source with deathtouch)', '704.5h', 'sba.deathtouch', sba('destroyed')],
  ["Grizzly Bears is destroyed (Flametongue Kavu's ability destroys it)", '701.8', 'effect.destroyedBy', sba('destroyed'), "Grizzly Bears is destroyed by Flametongue Kavu's ability"],
  ['River Boa regenerates: it is tapped, its damage is removed and it leaves combat', '701.19a', 'effect.regenerates'],
  ['Bruno loses the game: Bruno has -3 life', '704.5a', 'game.lostLife', { kind: 'lost', player: 'B', reason: 'Bruno has -3 life' }, 'Bruno has -3 life and loses the game'],
  ['Bruno loses the game: Bruno attempted to draw from an empty library', '704.5b', 'game.lostEmptyLibrary', { kind: 'lost', player: 'B', reason: '' }],
  ['Bruno loses the game: Bruno concedes', '104.3a', 'game.conceded', { kind: 'lost', player: 'B', reason: '' }],
  ['The game is a draw', '104.4a', 'game.draw', { kind: 'gameOver', winner: null }],
  ['Ana wins the game', '104.2a', 'game.wins', { kind: 'gameOver', winner: 'A' }],
  ['Carla leaves the game with every card they own', '800.4a', 'game.leftGame', { kind: 'leftGame', player: 'C' }, 'Carla leaves the game, and every card they own leaves with them'],
  ["Eager Construct's ability (ec.1) has ceased to exist: Bruno is no longer asked about it", '800.4a', 'game.abilityCeased'],
  ["Ana has left the game and takes no turn: Bruno, the next player in turn order, takes the game's first turn", '800.4k', 'game.firstTurnPassedOn'],
  ['Bruno, Carla and Dario are the defending players', '802.2', 'combat.defendingPlayers', { kind: 'defendingPlayers', players: ['Bruno', 'Carla', 'Dario'] }, 'Bruno, Carla, and Dario are the defending players'],
  ['Bruno is the defending player', '803.1', 'combat.defendingPlayer'],
  ['Carla is the defending player', '802.2', 'combat.defendingPlayer'],
  ['Grizzly Bears gets +3/+3 and gains trample until end of turn', '611.2', 'effect.pumpGainsUntilEndOfTurn', undefined, 'Grizzly Bears gets +3/+3 and gains trample until end of turn'],
  ['Grizzly Bears gets +1/+1 and gains flying, first strike', '611.2', 'effect.pumpGains', undefined, 'Grizzly Bears gets +1/+1 and gains flying and first strike'],
  ['Grizzly Bears gets +4/+4 until end of turn', '611.2', 'effect.pumpUntilEndOfTurn'],
  ['Grizzly Bears gets -1/+0', '611.2', 'effect.pump'],
  ['Grizzly Bears gains double strike until end of turn', '611.2', 'effect.gainsUntilEndOfTurn'],
  ['Craw Wurm gains haste', '611.2', 'effect.gains'],
  ['Grizzly Bears gets 1 +1/+1 counter', '122.1', 'effect.counters', undefined, 'Grizzly Bears gets 1 +1/+1 counter'],
  ['River Boa gets a regeneration shield until end of turn', '701.19a', 'effect.regenerationShield'],
  ['Bruno mills 2 cards: Forest, Island', '701.17a', 'effect.millCards'],
  ['Bruno mills 0 cards', '701.17a', 'effect.mill'],
  ['Ana scries 1 and puts the card on the top', '701.22a', 'effect.scryTop'],
  ['Bruno scries 1 and puts the card on the bottom', '701.22a', 'effect.scryBottom'],
  ['Ana sacrifices Craw Wurm', '701.21a', 'effect.sacrifices'],
  ['Grizzly Bears untaps', '701.26b', 'effect.untaps'],
  ['Grizzly Bears moves from battlefield to graveyard', '400.7', 'zone.moves', zone('battlefield', 'graveyard'), 'Grizzly Bears moves from the battlefield to the graveyard'],
  ['A card moves from library to hand', '400.7', 'zone.movesHidden', { kind: 'zoneChange', object: 'x', from: 'library', to: 'hand', card: '' }],
  // Two-Headed Giant (CR 805, 810).
  ["Ana and Bruno's team skips the draw step of the game's first turn", '103.8b', 'turn.teamSkipsFirstDraw', undefined, "The team of Ana and Bruno plays first and skips the draw step of the game's first turn"],
  ['Bruno passes for their team (Ana and Bruno)', '805.5b', 'priority.passesForTeam', { kind: 'passed', player: 'B' }, 'Bruno passes for their team (Ana and Bruno)'],
  ["Ana and Bruno's team has no creature that can attack", '805.10b', 'combat.teamNoAttackers'],
  ["Carla and Dario's team has no untapped creature to block with", '805.10d', 'combat.teamNoBlockersAvailable', { kind: 'blockersDeclared', blocks: [], defending: 'C' }],
  ['Dario, for their team (Carla and Dario), declares no blockers', '805.10d', 'combat.teamNoBlock', { kind: 'blockersDeclared', blocks: [], defending: 'C' }],
  ['Dario, for their team (Carla and Dario), blocks: Wall of Wood blocks Grizzly Bears', '805.10d', 'combat.teamBlocks', { kind: 'blockersDeclared', blocks: [{ blocker: 'wall', attacker: 'bear' }], defending: 'C' }, "Dario declares their team's blockers (Carla and Dario): Wall of Wood blocks Grizzly Bears"],
  ["APNAP order: Ana and Bruno's team, the active team, puts its triggered abilities on the stack first, then Carla and Dario's team, whose abilities resolve first", '805.7', 'trigger.teamApnap'],
  ["Bruno orders their team's triggered abilities: Soul Warden, then Soul Warden (the last resolves first)", '805.7', 'trigger.teamOrdered', { kind: 'triggersOrdered', player: 'B', order: ['w1.1', 'w2.1'] }],
  ["Carla loses the game: Carla and Dario's team has -1 life", '704.6a', 'game.teamLostLife', { kind: 'lost', player: 'C', reason: "Carla and Dario's team has -1 life" }, 'Carla loses the game: their team (Carla and Dario) has -1 life'],
  ['Dario loses the game: their teammate Carla lost, and their team loses with them', '810.8a', 'game.teamLost', { kind: 'lost', player: 'D', reason: 'x' }],
  ['Carla loses the game: their teammate Dario conceded, and their team leaves the game', '810.8b', 'game.teamConceded', { kind: 'lost', player: 'C', reason: 'x' }],
  ["Ana and Bruno's team wins the game", '104.2c', 'game.teamWins', { kind: 'gameOver', winner: 'A' }, 'The team of Ana and Bruno wins the game'],
];

const entry = ([text, rule, , event]: Sample): LogEntry => ({ text, rule, ...(event ? { event } : {}) });

describe('each log template', () => {
  it('covers every key the templates can produce', () => {
    const sampled = new Set(SAMPLES.map((s) => `explain:log.${s[2]}`));
    expect(logTemplateKeys().filter((k) => k !== 'explain:log.unknown' && !sampled.has(k))).toEqual([]);
  });

  it.each(SAMPLES)('%s (CR %s) → %s', async (...sample) => {
    const e = explainLogEntry(entry(sample));
    expect(e.key).toBe(`explain:log.${sample[2]}`);
    expect(e.rule).toBe(sample[1]);
    expect(e.section?.key).toMatch(/^rules:section\./);
    expect(e.why?.key).toBe(`rules:rule.${sample[1].replace(/\./g, '_')}`);
    expect(await missingKeys(e)).toEqual([]);
    const text = await renderAll(e);
    for (const lng of LANGUAGES) expect(text[lng], lng).not.toMatch(/\{\{|explain:|common:|rules:/);
    if (sample[4]) expect(text.en).toBe(sample[4]);
  });

  it('"Grizzly Bears has lethal damage and is destroyed — 704.5g", in three languages with the section', async () => {
    const e = explainLogEntry({ text: 'Grizzly Bears is destroyed (Grizzly Bears has lethal damage)', rule: '704.5g', event: { kind: 'sba', what: 'destroyed', object: 'bears' } });
    expect(e.category).toBe('sba');
    const en = renderExplanation(await translator('en'), e);
    const es = renderExplanation(await translator('es'), e);
    const italian = renderExplanation(await translator('it'), e);
    expect([en.text, en.citation]).toEqual(['Grizzly Bears has lethal damage and is destroyed', 'CR 704.5g, State-Based Actions']);
    expect([es.text, es.citation]).toEqual(['Grizzly Bears tiene daño letal y se destruye', 'RC 704.5g, Acciones basadas en estado']);
    expect([italian.text, italian.citation]).toEqual(['Grizzly Bears ha danno letale e viene distrutta', 'RC 704.5g, Azioni basate sullo stato']);
    expect(en.why).toMatch(/damage marked on it at least equal to its toughness/);
    expect(en.url).toBe('https://magic.wizards.com/en/rules');
  });

  it('keywords and steps inside log lines are translated with the seeds\' terms', async () => {
    const pump = explainLogEntry({ text: 'Craw Wurm gets +3/+3 and gains trample until end of turn', rule: '611.2' });
    expect((await renderAll(pump)).es).toBe('Craw Wurm obtiene +3/+3 y gana arrollar hasta el final del turno');
    expect((await renderAll(pump)).it).toBe('Craw Wurm prende +3/+3 e acquisisce travolgere fino alla fine del turno');
    const step = explainLogEntry({ text: "Turn 3: Ana's declare blockers step begins", rule: '509', event: { kind: 'stepBegan', step: 'declareBlockers', turn: 3 } });
    expect((await renderAll(step)).es).toBe('Turno 3, turno de Ana: empieza el paso de declarar bloqueadoras');
    expect((await renderAll(step)).it).toBe('Turno 3, turno di Ana: inizia la sottofase di dichiarazione dei bloccanti');
  });

  it('an entry no template knows is shown as the engine wrote it, still citing its rule', () => {
    const e = explainLogEntry({ text: 'Something new', rule: '704.5g' });
    expect(e.key).toBe('explain:log.unknown');
    expect(e.params).toEqual({ text: 'Something new' });
    expect(e.rule).toBe('704.5g');
  });
});

// ---- Every entry of real games ----

function scenarioFiles(): string[] {
  const dirs = ['tests/scenarios', 'tests/scenarios/audit', 'tests/fixtures', 'src/lessons', '../shared/scenarios'];
  return dirs.flatMap((d) => readdirSync(join(ROOT, d)).filter((f) => f.endsWith('.json')).map((f) => join(ROOT, d, f)));
}

async function checkMessages(messages: Message[], where: string): Promise<void> {
  const i = await allLanguages();
  const seen = new Set<string>();
  for (const m of messages) {
    for (const key of messageKeys(m)) {
      if (seen.has(key)) continue;
      seen.add(key);
      for (const lng of LANGUAGES) expect(i.exists(key, { lng, count: 2 }), `${where}: ${lng} ${key}`).toBe(true);
    }
  }
  const t = await translator('es');
  for (const m of messages) expect(renderMessage(t, m), where).not.toMatch(/\{\{/);
}

describe('every scenario, lesson and fixture', () => {
  const files = scenarioFiles();

  it('there are scenarios to play', () => expect(files.length).toBeGreaterThan(100));

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s: every log entry, step and refusal is explained', async (file, path) => {
    const json = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    const out = runScenario(json);
    if (out.exitCode !== 0) throw new Error(`${file} does not run`);
    const log = explainLog(out.state);
    expect(log.filter((e) => e.key === 'explain:log.unknown').map((e) => `${e.rule}: ${e.original}`)).toEqual([]);
    const steps = out.states.map((s) => explainStep(s));
    const messages: Message[] = [...log, ...steps.flatMap((s) => [s.title, s.about, ...s.turnBasedActions, s.decision, ...s.options, ...s.closed])];
    if (out.result.error) messages.push(explainRefusal(out.result.error));
    await checkMessages(messages, file);
  });
});

describe('seeded random games', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i: every entry of a random game with mulligans is explained', async (seed) => {
    const pick = mulberry32(seed);
    const [a, b] = [DECKS[seed % DECKS.length], DECKS[(seed + 1) % DECKS.length]];
    let s: GameState = newGame({
      seed, mulligans: true, rules: seed % 2 ? 'current' : 'legacy-damage-order',
      players: [{ id: 'A', name: 'Ana', deck: deckList(a!) }, { id: 'B', name: 'Bruno', deck: deckList(b!) }],
    });
    const messages: Message[] = [];
    for (let n = 0; n < 400 && !s.gameOver; n++) {
      const legal = legalActions(s);
      if (!legal.actions.length) break;
      if (n % 25 === 0) {
        const st = explainStep(s, legal);
        messages.push(st.title, st.about, ...st.turnBasedActions, st.decision, ...st.options, ...st.closed);
      }
      // Mostly pass, so turns go by; sometimes act.
      const acts = legal.actions.filter((x) => x.type !== 'pass');
      const action = acts.length && pick() < 0.6 ? acts[Math.floor(pick() * acts.length)]! : legal.actions.find((x) => x.type === 'pass') ?? legal.actions[0]!;
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(`seed ${seed}: offered action refused: ${r.error.message}`);
      s = r.state;
    }
    const log = explainLog(s);
    expect(logEntries(s).length).toBeGreaterThan(50);
    expect(log.filter((e) => e.key === 'explain:log.unknown').map((e) => `${e.rule}: ${e.original}`)).toEqual([]);
    await checkMessages([...log, ...messages], `seed ${seed}`);
  });
});
