// abilities.ts: what the reference cards do, as data the engine interprets. A card missing here has
// no rules text beyond its keywords (a vanilla creature, or one whose abilities come in a later issue).
import type { AbilityDef, EffectSpec, ManaSymbol, TokenSpec, TriggerSpec, TriggeredAbilityDef } from '../types';

/** Ghostly Prison's and Propaganda's static ability (CR 508.1d, 508.1h): read by rules/attackCosts.ts. */
export const ATTACK_COST_KEYWORD = "creatures can't attack you unless their controller pays {2} for each creature attacking you";

const tapFor = (...produces: ManaSymbol[]): AbilityDef => ({ kind: 'mana', cost: { tap: true }, produces });

/** A triggered ability without targets; `extra` adds targets, a condition, options or modes. */
function when(trigger: TriggerSpec, text: string, effects: EffectSpec[], extra: Partial<TriggeredAbilityDef> = {}): TriggeredAbilityDef {
  return { kind: 'triggered', trigger, targets: [], effects, text, ...extra };
}

function token(name: string, colors: TokenSpec['colors'], subtypes: string[], power: number, toughness: number, keywords: string[] = []): TokenSpec {
  return { name, colors, types: ['Creature'], subtypes, power, toughness, keywords };
}

function loyalty(amount: number, text: string, effects: EffectSpec[], targets: AbilityDef extends never ? never : Extract<AbilityDef, { kind: 'activated' }>['targets'] = []): AbilityDef {
  return { kind: 'activated', cost: {}, loyalty: amount, sorcerySpeed: true, targets, effects, text };
}

const battleCry = when({ on: 'attacks' }, 'Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)', [{ kind: 'battleCry' }]);
const mayDrawOnCombatDamage = when({ on: 'creatureYouControlDealsCombatDamageToPlayer' }, 'Whenever a creature you control deals combat damage to a player, you may draw a card.', [{ kind: 'draw', amount: 1 }], { optional: { prompt: 'draw a card?' } });

export const CARD_ABILITIES: Record<string, AbilityDef[]> = {
  Plains: [tapFor('W')],
  Island: [tapFor('U')],
  Swamp: [tapFor('B')],
  Mountain: [tapFor('R')],
  Forest: [tapFor('G')],
  'Boros Guildgate': [tapFor('R', 'W')],
  'Llanowar Elves': [tapFor('G')],

  'Giant Growth': [{ kind: 'spell', targets: ['creature'], effects: [{ kind: 'pump', power: 3, toughness: 3, duration: 'endOfTurn', target: 0 }] }],
  'Titanic Growth': [{ kind: 'spell', targets: ['creature'], effects: [{ kind: 'pump', power: 4, toughness: 4, duration: 'endOfTurn', target: 0 }] }],
  Shock: [{ kind: 'spell', targets: ['anyTarget'], effects: [{ kind: 'damage', amount: 2, target: 0 }] }],
  'Lightning Bolt': [{ kind: 'spell', targets: ['anyTarget'], effects: [{ kind: 'damage', amount: 3, target: 0 }] }],
  'Mending Hands': [{ kind: 'spell', targets: ['anyTarget'], effects: [{ kind: 'preventNextDamage', amount: 4, target: 0 }] }],
  Murder: [{ kind: 'spell', targets: ['creature'], effects: [{ kind: 'destroy', target: 0 }] }],
  Unsummon: [{ kind: 'spell', targets: ['creature'], effects: [{ kind: 'bounce', target: 0 }] }],
  Fog: [{ kind: 'spell', targets: [], effects: [{ kind: 'preventAllCombatDamage' }] }],
  'Flash Foliage': [{
    kind: 'spell', timing: 'afterBlockersDeclared', targets: ['creatureAttackingYou'],
    effects: [
      { kind: 'createBlockingToken', target: 0, token: { name: 'Saproling Token', colors: ['G'], types: ['Creature'], subtypes: ['Saproling'], power: 1, toughness: 1, keywords: [] } },
      { kind: 'draw', amount: 1 },
    ],
  }],

  'Mogg Fanatic': [{ kind: 'activated', cost: { sacrificeSelf: true }, targets: ['anyTarget'], effects: [{ kind: 'damage', amount: 1, target: 0 }], text: 'Mogg Fanatic deals 1 damage to any target.' }],
  'River Boa': [{ kind: 'activated', cost: { mana: '{G}' }, targets: [], effects: [{ kind: 'regenerate' }], text: 'Regenerate River Boa.' }],
  'Knight of the Ebon Legion': [
    { kind: 'activated', cost: { mana: '{2}{B}' }, targets: [], effects: [{ kind: 'pump', power: 3, toughness: 3, duration: 'endOfTurn', keywords: ['deathtouch'] }], text: 'Knight of the Ebon Legion gets +3/+3 and gains deathtouch until end of turn.' },
    when({ on: 'beginningOfStep', step: 'end', whose: 'yours' }, 'At the beginning of your end step, if a player lost 4 or more life this turn, put a +1/+1 counter on this creature.', [{ kind: 'counter', counter: '+1/+1', amount: 1 }], { condition: { kind: 'aPlayerLostLifeThisTurn', atLeast: 4 } }),
  ],

  // Triggered abilities (CR 603), in the order they are printed (the contract numbers them so).
  'Soul Warden': [when({ on: 'enters', who: 'anotherCreature' }, 'Whenever another creature enters, you gain 1 life.', [{ kind: 'gainLife', amount: 1 }])],
  'Elvish Visionary': [when({ on: 'enters', who: 'self' }, 'When this creature enters, draw a card.', [{ kind: 'draw', amount: 1 }])],
  'Helpful Hunter': [when({ on: 'enters', who: 'self' }, 'When this creature enters, draw a card.', [{ kind: 'draw', amount: 1 }])],
  'Vampire Spawn': [when({ on: 'enters', who: 'self' }, 'When this creature enters, each opponent loses 2 life and you gain 2 life.', [{ kind: 'loseLife', amount: 2, who: 'eachOpponent' }, { kind: 'gainLife', amount: 2 }])],
  'Elvish Regrower': [when({ on: 'enters', who: 'self' }, 'When this creature enters, return target permanent card from your graveyard to your hand.', [{ kind: 'returnToHand', target: 0 }], { targets: ['permanentCardInYourGraveyard'] })],
  'Eager Construct': [when({ on: 'enters', who: 'self' }, 'When this creature enters, each player may scry 1.', [{ kind: 'scry', amount: 1, who: 'eachPlayer' }])],
  'Flametongue Kavu': [when({ on: 'enters', who: 'self' }, 'When this creature enters, it deals 4 damage to target creature.', [{ kind: 'damage', amount: 4, target: 0 }], { targets: ['creature'] })],
  'Kalastria Highborn': [when({ on: 'dies', who: 'selfOrAnotherVampireYouControl' }, 'Whenever this creature or another Vampire you control dies, you may pay {B}. If you do, target player loses 2 life and you gain 2 life.',
    [{ kind: 'loseLife', amount: 2, who: 'target', target: 0 }, { kind: 'gainLife', amount: 2 }], { targets: ['player'], optional: { prompt: 'pay {B}?', payMana: '{B}' } })],
  'Doomed Traveler': [when({ on: 'dies', who: 'self' }, 'When this creature dies, create a 1/1 white Spirit creature token with flying.', [{ kind: 'createToken', token: token('Spirit Token', ['W'], ['Spirit'], 1, 1, ['flying']), count: 1 }])],
  'Blood Artist': [when({ on: 'dies', who: 'selfOrAnotherCreature' }, 'Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.', [{ kind: 'loseLife', amount: 1, who: 'target', target: 0 }, { kind: 'gainLife', amount: 1 }], { targets: ['player'] })],
  'Hero of Bladehold': [
    battleCry,
    when({ on: 'attacks' }, 'Whenever this creature attacks, create two 1/1 white Soldier creature tokens that are tapped and attacking.', [{ kind: 'createToken', token: token('Soldier Token', ['W'], ['Soldier'], 1, 1), count: 2, tappedAndAttacking: true }]),
  ],
  'Accorder Paladin': [battleCry],
  'Wall of Tears': [when({ on: 'blocksCreature' }, 'Whenever this creature blocks a creature, return that creature to its owner\'s hand at end of combat.', [{ kind: 'delayed', when: 'endOfCombat', effect: 'returnToOwnersHand', what: 'eventObject' }])],
  'Wall of Frost': [when({ on: 'blocksCreature' }, 'Whenever this creature blocks a creature, that creature doesn\'t untap during its controller\'s next untap step.', [{ kind: 'doesntUntapNextUntapStep', what: 'eventObject' }])],
  'Gustcloak Runner': [when({ on: 'becomesBlocked' }, 'Whenever this creature becomes blocked, you may untap it and remove it from combat.', [{ kind: 'untapAndRemoveFromCombat' }], { optional: { prompt: 'untap it and remove it from combat?' } })],
  'Engulfing Slagwurm': [when({ on: 'blocksOrBecomesBlockedByCreature' }, 'Whenever this creature blocks or becomes blocked by a creature, destroy that creature. You gain life equal to that creature\'s toughness.', [{ kind: 'destroyEventObject' }, { kind: 'gainLife', amount: 'eventToughness' }])],
  Ophidian: [when({ on: 'attacksAndIsntBlocked' }, 'Whenever this creature attacks and isn\'t blocked, you may draw a card. If you do, this creature assigns no combat damage this turn.', [{ kind: 'draw', amount: 1 }, { kind: 'assignsNoCombatDamageThisTurn' }], { optional: { prompt: 'draw a card? (Ophidian then assigns no combat damage this turn)' } })],
  'Thieving Magpie': [when({ on: 'dealsDamageToOpponent' }, 'Whenever this creature deals damage to an opponent, draw a card.', [{ kind: 'draw', amount: 1 }])],
  'Phyrexian Arena': [when({ on: 'beginningOfStep', step: 'upkeep', whose: 'yours' }, 'At the beginning of your upkeep, you draw a card and lose 1 life.', [{ kind: 'draw', amount: 1 }, { kind: 'loseLife', amount: 1, who: 'controller' }])],
  'Ball Lightning': [when({ on: 'beginningOfStep', step: 'end', whose: 'each' }, 'At the beginning of the end step, sacrifice this creature.', [{ kind: 'sacrifice', what: 'self' }])],
  'Fog Elemental': [when({ on: 'attacksOrBlocks' }, 'When this creature attacks or blocks, sacrifice it at end of combat.', [{ kind: 'delayed', when: 'endOfCombat', effect: 'sacrifice', what: 'self' }])],
  'Resolute Archangel': [when({ on: 'enters', who: 'self' }, 'When this creature enters, if your life total is less than your starting life total, it becomes equal to your starting life total.', [{ kind: 'setLifeToStarting' }], { condition: { kind: 'lifeBelowStarting' } })],
  'Emperor Crocodile': [when({ on: 'state', condition: { kind: 'controlsNoOtherCreatures' } }, 'When you control no other creatures, sacrifice this creature.', [{ kind: 'sacrifice', what: 'self' }])],
  'Sneak Attack': [{ kind: 'activated', cost: { mana: '{R}' }, targets: [], effects: [{ kind: 'putCreatureFromHand', hasteAndSacrificeAtEndStep: true }], text: 'You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice the creature at the beginning of the next end step.' }],
  'Ajani Goldmane': [
    loyalty(1, '+1: You gain 2 life.', [{ kind: 'gainLife', amount: 2 }]),
    loyalty(-1, '−1: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.', [{ kind: 'counter', counter: '+1/+1', amount: 1, all: 'creaturesYouControl' }, { kind: 'grantKeywordUntilEndOfTurn', keywords: ['vigilance'], all: 'creaturesYouControl' }]),
    loyalty(-6, '−6: Create a white Avatar creature token. It has "This token\'s power and toughness are each equal to your life total."', [{ kind: 'createToken', token: { ...token('Avatar Token', ['W'], ['Avatar'], 0, 0), ptEqualsLife: true }, count: 1 }]),
  ],
  'Dragonmaster Outcast': [when({ on: 'beginningOfStep', step: 'upkeep', whose: 'yours' }, 'At the beginning of your upkeep, if you control six or more lands, create a 5/5 red Dragon creature token with flying.', [{ kind: 'createToken', token: token('Dragon Token', ['R'], ['Dragon'], 5, 5, ['flying']), count: 1 }], { condition: { kind: 'controlsLands', atLeast: 6 } })],
  Ophiomancer: [when({ on: 'beginningOfStep', step: 'upkeep', whose: 'each' }, 'At the beginning of each upkeep, if you control no Snakes, create a 1/1 black Snake creature token with deathtouch.', [{ kind: 'createToken', token: token('Snake Token', ['B'], ['Snake'], 1, 1, ['deathtouch']), count: 1 }], { condition: { kind: 'controlsNoSubtype', subtype: 'Snake' } })],
  'Wingmate Roc': [
    when({ on: 'enters', who: 'self' }, 'Raid — When this creature enters, if you attacked this turn, create a 3/4 white Bird creature token with flying.', [{ kind: 'createToken', token: token('Bird Token', ['W'], ['Bird'], 3, 4, ['flying']), count: 1 }], { condition: { kind: 'attackedThisTurn' } }),
    when({ on: 'attacks' }, 'Whenever this creature attacks, you gain 1 life for each attacking creature.', [{ kind: 'gainLife', amount: 'attackingCreatures' }]),
  ],
  'Royal Trooper': [when({ on: 'blocks' }, 'Whenever this creature blocks, it gets +2/+2 until end of turn.', [{ kind: 'pump', power: 2, toughness: 2, duration: 'endOfTurn' }])],
  'Sustainer of the Realm': [when({ on: 'blocks' }, 'Whenever this creature blocks, it gets +0/+2 until end of turn.', [{ kind: 'pump', power: 0, toughness: 2, duration: 'endOfTurn' }])],
  'Luminarch Aspirant': [when({ on: 'beginningOfStep', step: 'beginCombat', whose: 'yours' }, 'At the beginning of combat on your turn, put a +1/+1 counter on target creature you control.', [{ kind: 'counter', counter: '+1/+1', amount: 1, target: 0 }], { targets: ['creatureYouControl'] })],
  'Battle-Rattle Shaman': [when({ on: 'beginningOfStep', step: 'beginCombat', whose: 'yours' }, 'At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.', [{ kind: 'pump', power: 2, toughness: 0, duration: 'endOfTurn', target: 0 }], { targets: ['creature'], optional: { prompt: 'give the target +2/+0?' } })],
  'Reconnaissance Mission': [
    mayDrawOnCombatDamage,
    { kind: 'activated', zone: 'hand', cost: { mana: '{2}', discardSelf: true }, targets: [], effects: [{ kind: 'draw', amount: 1 }], text: 'Cycling {2} ({2}, Discard this card: Draw a card.)' },
  ],
  'Bident of Thassa': [
    mayDrawOnCombatDamage,
    { kind: 'activated', cost: { mana: '{1}{U}', tap: true }, targets: [], effects: [{ kind: 'opponentsCreaturesMustAttack' }], text: 'Creatures your opponents control attack this turn if able.' },
  ],
  'Retreat to Kazandu': [when({ on: 'enters', who: 'landYouControl' }, 'Landfall — Whenever a land you control enters, choose one — • Put a +1/+1 counter on target creature. • You gain 2 life.', [], {
    modes: [
      { text: 'Put a +1/+1 counter on target creature.', targets: ['creature'], effects: [{ kind: 'counter', counter: '+1/+1', amount: 1, target: 0 }] },
      { text: 'You gain 2 life.', targets: [], effects: [{ kind: 'gainLife', amount: 2 }] },
    ],
  })],
  'Retreat to Emeria': [when({ on: 'enters', who: 'landYouControl' }, 'Landfall — Whenever a land you control enters, choose one — • Create a 1/1 white Kor Ally creature token. • Creatures you control get +1/+1 until end of turn.', [], {
    modes: [
      { text: 'Create a 1/1 white Kor Ally creature token.', targets: [], effects: [{ kind: 'createToken', token: token('Kor Ally Token', ['W'], ['Kor', 'Ally'], 1, 1), count: 1 }] },
      { text: 'Creatures you control get +1/+1 until end of turn.', targets: [], effects: [{ kind: 'pumpAll', whose: 'yours', power: 1, toughness: 1 }] },
    ],
  })],
  'Alert Heedbonder': [when({ on: 'beginningOfStep', step: 'end', whose: 'yours' }, 'At the beginning of your end step, you gain 1 life for each creature you control with vigilance.', [{ kind: 'gainLife', amount: 'creaturesWithVigilance' }])],
  'Jace Beleren': [
    loyalty(2, '+2: Each player draws a card.', [{ kind: 'draw', amount: 1, who: 'eachPlayer' }]),
    loyalty(-1, '−1: Target player draws a card.', [{ kind: 'draw', amount: 1, who: 'target', target: 0 }], ['player']),
    loyalty(-10, '−10: Target player mills twenty cards.', [{ kind: 'mill', amount: 20, target: 0 }], ['player']),
  ],
  // CR 500.8, 505.1a: the added main phase is a postcombat main phase.
  'Relentless Assault': [{ kind: 'spell', targets: [], effects: [{ kind: 'untapCreaturesThatAttacked' }, { kind: 'additionalPhasesAfterThisMain', phases: ['combat', 'main'] }] }],
  // CR 500.7.
  'Time Warp': [{ kind: 'spell', targets: ['player'], effects: [{ kind: 'extraTurn', target: 0 }] }],
  'Garruk Wildspeaker': [
    loyalty(1, '+1: Untap two target lands.', [{ kind: 'untap', target: 0 }, { kind: 'untap', target: 1 }], ['land', 'land']),
    loyalty(-1, '−1: Create a 3/3 green Beast creature token.', [{ kind: 'createToken', token: token('Beast Token', ['G'], ['Beast'], 3, 3), count: 1 }]),
    loyalty(-4, '−4: Creatures you control get +3/+3 and gain trample until end of turn.', [{ kind: 'pumpAll', whose: 'yours', power: 3, toughness: 3, keywords: ['trample'] }]),
  ],
};

/** Static abilities the engine reads as keywords (the contract's custom-card keyword list). */
export const STATIC_KEYWORDS: Record<string, string[]> = {
  'Foriysian Brigade': ['can block an additional creature each combat'],
  Juggernaut: ['attacks each combat if able', "can't be blocked by Walls"],
  'Mogg Flunkies': ["can't attack alone", "can't block alone"],
  'Jackal Familiar': ["can't attack alone", "can't block alone"],
  'Loyal Pegasus': ["can't attack alone", "can't block alone"],
  'Silent Arbiter': ['no more than one creature can attack each combat', 'no more than one creature can block each combat'],
  Watchdog: ['blocks each combat if able', 'creatures attacking you get -1/-0 while untapped'],
  // CR 508.1d, 508.1h: a cost to attack (attackCosts.ts).
  'Ghostly Prison': [ATTACK_COST_KEYWORD],
  Propaganda: [ATTACK_COST_KEYWORD],
};
