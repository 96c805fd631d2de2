// decks.ts: ready-made 40-card decks built only from the reference pool
// (shared/cards/reference-cards.json), so a table, a lesson or a benchmark can start a real game
// with `newGame` without anyone writing a deck list first.
//
// Construction follows the usual limited size (40 cards, 17 lands) and the constructed copy limit
// (CR 100.2a: at most four of any card other than basic lands), so the decks look like decks a
// player would bring. Data only: the engine looks cards up by name.

import type { Color } from '../types';

export interface DeckEntry {
  name: string;
  count: number;
}

export interface Deck {
  id: string;
  name: string;
  colors: Color[];
  description: string;
  cards: DeckEntry[];
}

/** The basic land types (CR 205.3i); CR 100.2a exempts basic lands from the four-copy limit. */
export const BASIC_LANDS: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

export const DECKS: readonly Deck[] = [
  {
    id: 'white-skies',
    name: 'White Skies',
    colors: ['W'],
    description:
      'Cheap fliers and first strikers backed by Serra Angel; battle cry from Accorder Paladin and ' +
      'Hero of Bladehold pumps a wide attack, Mending Hands saves a creature in combat.',
    cards: [
      { name: 'Plains', count: 17 },
      { name: 'Suntail Hawk', count: 4 },
      { name: 'Youthful Knight', count: 4 },
      { name: 'Mesa Unicorn', count: 3 },
      { name: 'Accorder Paladin', count: 3 },
      { name: 'Royal Trooper', count: 2 },
      { name: 'Foriysian Brigade', count: 2 },
      { name: 'Serra Angel', count: 2 },
      { name: 'Hero of Bladehold', count: 1 },
      { name: 'Mending Hands', count: 2 },
    ],
  },
  {
    id: 'blue-walls',
    name: 'Blue Walls',
    colors: ['U'],
    description:
      'Defenders that punish attackers (Wall of Tears bounces, Wall of Frost freezes) while fliers ' +
      'and Ophidian chip in; Unsummon resets a blocker or an attacker.',
    cards: [
      { name: 'Island', count: 17 },
      { name: 'Lumengrid Warden', count: 4 },
      { name: 'Wall of Tears', count: 3 },
      { name: 'Wall of Frost', count: 2 },
      { name: 'Ophidian', count: 3 },
      { name: 'Thieving Magpie', count: 3 },
      { name: 'Fog Elemental', count: 3 },
      { name: 'Ornithopter', count: 1 },
      { name: 'Unsummon', count: 4 },
    ],
  },
  {
    id: 'black-vampires',
    name: 'Black Vampires',
    colors: ['B'],
    description:
      'Deathtouch blockers, lifelink and drain: Vampire Spawn and Blood Artist move life totals, ' +
      'Kalastria Highborn turns dying Vampires into damage, Murder removes the biggest attacker.',
    cards: [
      { name: 'Swamp', count: 17 },
      { name: 'Typhoid Rats', count: 4 },
      { name: 'Knight of the Ebon Legion', count: 3 },
      { name: 'Kalastria Highborn', count: 3 },
      { name: 'Blood Artist', count: 2 },
      { name: 'Vampire Nighthawk', count: 3 },
      { name: 'Vampire Spawn', count: 3 },
      { name: 'Ophiomancer', count: 2 },
      { name: 'Murder', count: 3 },
    ],
  },
  {
    id: 'red-goblins',
    name: 'Red Goblins',
    colors: ['R'],
    description:
      'Haste, menace and burn: Raging Goblin and Ball Lightning attack at once, Boggart Brute needs ' +
      'two blockers, Mogg Flunkies cannot attack alone, Flametongue Kavu and Shock clear blockers.',
    cards: [
      { name: 'Mountain', count: 17 },
      { name: 'Raging Goblin', count: 3 },
      { name: 'Mogg Fanatic', count: 3 },
      { name: 'Goblin Piker', count: 3 },
      { name: 'Mogg Flunkies', count: 2 },
      { name: 'Boggart Brute', count: 3 },
      { name: 'Battle-Rattle Shaman', count: 2 },
      { name: 'Flametongue Kavu', count: 2 },
      { name: 'Ball Lightning', count: 1 },
      { name: 'Shock', count: 2 },
      { name: 'Lightning Bolt', count: 2 },
    ],
  },
  {
    id: 'green-stompy',
    name: 'Green Stompy',
    colors: ['G'],
    description:
      'Big bodies and pump spells: Llanowar Elves ramps into Colossal Dreadmaw (trample), Giant ' +
      'Spider has reach, Ambush Viper flashes in as a deathtouch blocker, Giant Growth wins combats.',
    cards: [
      { name: 'Forest', count: 17 },
      { name: 'Llanowar Elves', count: 3 },
      { name: 'Grizzly Bears', count: 3 },
      { name: 'Runeclaw Bear', count: 2 },
      { name: 'Ambush Viper', count: 2 },
      { name: 'Trained Armodon', count: 2 },
      { name: 'Giant Spider', count: 2 },
      { name: 'Durkwood Boars', count: 2 },
      { name: 'Craw Wurm', count: 1 },
      { name: 'Colossal Dreadmaw', count: 2 },
      { name: 'Giant Growth', count: 2 },
      { name: 'Titanic Growth', count: 2 },
    ],
  },
  {
    id: 'orzhov-triggers',
    name: 'Orzhov Triggers',
    colors: ['W', 'B'],
    description:
      'A deck of triggered abilities: enters (Soul Warden, Helpful Hunter, Vampire Spawn), dies ' +
      '(Doomed Traveler, Blood Artist, Kalastria Highborn), blocks (Royal Trooper) and beginning of ' +
      'combat (Luminarch Aspirant). Several trigger at once, so the trigger order matters.',
    cards: [
      { name: 'Plains', count: 9 },
      { name: 'Swamp', count: 8 },
      { name: 'Soul Warden', count: 4 },
      { name: 'Doomed Traveler', count: 4 },
      { name: 'Blood Artist', count: 3 },
      { name: 'Helpful Hunter', count: 3 },
      { name: 'Vampire Spawn', count: 3 },
      { name: 'Kalastria Highborn', count: 2 },
      { name: 'Luminarch Aspirant', count: 2 },
      { name: 'Royal Trooper', count: 2 },
    ],
  },
  {
    id: 'boros-keywords',
    name: 'Boros Keywords',
    colors: ['R', 'W'],
    description:
      'Combat keywords: double strike (Boros Swiftblade), first strike, menace, haste, trample, ' +
      'lifelink, flying and vigilance, with battle cry to pump the attack and burn to finish.',
    cards: [
      { name: 'Boros Guildgate', count: 2 },
      { name: 'Plains', count: 8 },
      { name: 'Mountain', count: 7 },
      { name: 'Boros Swiftblade', count: 4 },
      { name: 'Youthful Knight', count: 3 },
      { name: 'Raging Goblin', count: 2 },
      { name: 'Boggart Brute', count: 3 },
      { name: 'Mesa Unicorn', count: 2 },
      { name: 'Accorder Paladin', count: 2 },
      { name: 'Serra Angel', count: 2 },
      { name: 'Ball Lightning', count: 1 },
      { name: 'Hero of Bladehold', count: 1 },
      { name: 'Shock', count: 2 },
      { name: 'Lightning Bolt', count: 1 },
    ],
  },
  {
    id: 'golgari-deathtouch',
    name: 'Golgari Deathtouch',
    colors: ['B', 'G'],
    description:
      'Blocking keywords: deathtouch (Typhoid Rats, Ambush Viper), reach (Giant Spider), trample ' +
      '(Colossal Dreadmaw), islandwalk and regeneration (River Boa); Fog and Murder answer attacks.',
    cards: [
      { name: 'Forest', count: 9 },
      { name: 'Swamp', count: 8 },
      { name: 'Typhoid Rats', count: 4 },
      { name: 'Ambush Viper', count: 3 },
      { name: 'River Boa', count: 3 },
      { name: 'Vampire Nighthawk', count: 2 },
      { name: 'Giant Spider', count: 3 },
      { name: 'Colossal Dreadmaw', count: 2 },
      { name: 'Engulfing Slagwurm', count: 1 },
      { name: 'Fog', count: 2 },
      { name: 'Murder', count: 2 },
      { name: 'Giant Growth', count: 1 },
    ],
  },
];

/** The deck as a flat list of card names, in list order, for `newGame`'s `deck` (which shuffles). */
export function deckList(deck: Deck): string[] {
  const names: string[] = [];
  for (const entry of deck.cards) {
    for (let i = 0; i < entry.count; i++) names.push(entry.name);
  }
  return names;
}

/** The number of cards in the deck. */
export function deckSize(deck: Deck): number {
  return deck.cards.reduce((sum, entry) => sum + entry.count, 0);
}

/** The ready-made deck with this id, or undefined. */
export function deckById(id: string): Deck | undefined {
  return DECKS.find((deck) => deck.id === id);
}
