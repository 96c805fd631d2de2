// vocabulary.ts: the game's words as messages: steps, zones, keywords, the names of objects, choices
// and the conditions of intervening "if" clauses. Card names and Oracle text stay as printed (English).
import { STEP_NAMES, type Step, type Zone } from '../engine';
import type { Message, Param } from './types';

/** The section of the Comprehensive Rules each step is described in. */
export const STEP_RULES: Readonly<Record<Step, string>> = {
  untap: '502', upkeep: '503', draw: '504', main1: '505', beginCombat: '507', declareAttackers: '508',
  declareBlockers: '509', combatDamage: '510', endCombat: '511', main2: '505', end: '513', cleanup: '514',
};

/** The steps in turn order (the engine's STEP_NAMES lists them in that order). */
export const ALL_STEPS = Object.keys(STEP_NAMES) as Step[];

/** The step's name as a title: "Declare blockers step", "Paso de declarar bloqueadoras". */
export function stepName(step: Step): Message {
  return { key: `common:step.${step}` };
}

/** The step's name inside a sentence, with its article: "the declare blockers step", "el paso de
 *  declarar bloqueadoras", "la sottofase di dichiarazione dei bloccanti". */
export function stepInSentence(step: Step): Message {
  return { key: `common:stepThe.${step}` };
}

/** The step the engine's English name stands for ("declare blockers step" → declareBlockers). */
export function stepFromEnglish(name: string): Step | null {
  return ALL_STEPS.find((s) => STEP_NAMES[s] === name) ?? null;
}

export const ZONES: readonly Zone[] = ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'stack'];

export function zoneName(zone: Zone): Message {
  return { key: `common:zone.${zone}` };
}

/** "from the battlefield", "del campo de batalla", "dal campo di battaglia" (the preposition and the
 *  article contract differently in each language, so they are part of the phrase). */
export function fromZone(zone: Zone): Message {
  return { key: `common:zoneFrom.${zone}` };
}

export function toZone(zone: Zone): Message {
  return { key: `common:zoneTo.${zone}` };
}

/** Every keyword with a name in the resources: the contract's keywords (shared/contract/SCENARIO.md),
 *  the pool's, and the landwalks. */
export const KEYWORDS = [
  'flying', 'reach', 'first strike', 'double strike', 'trample', 'deathtouch', 'lifelink', 'vigilance', 'haste',
  'menace', 'defender', 'indestructible', 'flash', "can't block", 'can block an additional creature each combat',
  'attacks each combat if able', 'blocks each combat if able', "can't attack alone", "can't block alone",
  "can't be blocked except by two or more creatures", 'battle cry', 'cycling', 'hexproof', 'shroud', 'protection',
  'forestwalk', 'islandwalk', 'mountainwalk', 'plainswalk', 'swampwalk', 'phasing',
] as const;

/** A keyword as a key part: "first strike" → "first_strike", "can't block" → "cant_block". */
export function keywordId(keyword: string): string {
  return keyword.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

const KNOWN = new Set<string>(KEYWORDS.map(keywordId));

/** A keyword's name in the reader's language ("trample" → "arrollar", "travolgere"); an unknown
 *  keyword is shown as written. */
export function keywordName(keyword: string): Param {
  const id = keywordId(keyword);
  return KNOWN.has(id) ? { key: `common:keyword.${id}` } : keyword;
}

/** "Hero of Bladehold's ability" as a message (the card's name stays as printed). */
export function abilityOf(card: string): Message {
  return { key: 'common:object.ability', params: { card } };
}

/** An object's name as the engine writes it: "Shock", or "Hero of Bladehold's ability". */
export function objectFromText(text: string): Param {
  const m = /^(.+)'s ability$/.exec(text);
  return m ? abilityOf(m[1] as string) : text;
}

/** The answers of a "choose" question that are words: yes, no, top, bottom, none. */
export const CHOICE_WORDS = ['yes', 'no', 'top', 'bottom', 'none'] as const;

export function choiceName(option: string, labels?: Readonly<Record<string, string>>): Param {
  if ((CHOICE_WORDS as readonly string[]).includes(option)) return { key: `common:choice.${option}` };
  return labels && Object.hasOwn(labels, option) ? (labels[option] as string) : option;
}

/** An intervening "if" condition as the engine words it (conditions.ts), as a message. */
export function conditionFromText(text: string): Message {
  if (text === "its controller's life total is less than their starting life total") return { key: 'explain:condition.lifeBelowStarting' };
  if (text === 'its controller attacked this turn') return { key: 'explain:condition.attackedThisTurn' };
  if (text === 'its controller controls no other creatures') return { key: 'explain:condition.controlsNoOtherCreatures' };
  let m = /^its controller controls (\d+) or more lands$/.exec(text);
  if (m) return { key: 'explain:condition.controlsLands', params: { count: Number(m[1]) } };
  m = /^its controller controls no (.+)s$/.exec(text);
  if (m) return { key: 'explain:condition.controlsNoSubtype', params: { subtype: m[1] as string } };
  m = /^a player lost (\d+) or more life this turn$/.exec(text);
  if (m) return { key: 'explain:condition.aPlayerLostLife', params: { count: Number(m[1]) } };
  return { key: 'explain:condition.other', params: { text } };
}
