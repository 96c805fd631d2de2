// abilities.ts: what the reference cards do, as data the engine interprets. A card missing here has
// no rules text beyond its keywords (a vanilla creature, or one whose abilities come in a later issue).
import type { AbilityDef, ManaSymbol } from '../types';

const tapFor = (...produces: ManaSymbol[]): AbilityDef => ({ kind: 'mana', cost: { tap: true }, produces });

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
  'Knight of the Ebon Legion': [{ kind: 'activated', cost: { mana: '{2}{B}' }, targets: [], effects: [{ kind: 'pump', power: 3, toughness: 3, duration: 'endOfTurn', keywords: ['deathtouch'] }], text: 'Knight of the Ebon Legion gets +3/+3 and gains deathtouch until end of turn.' }],
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
};
