// sentences.ts: a lesson's goal and check as a teacher says them. Each field of the `expect` block
// (as the check names it: "life.B", "pending.type", "permanents.hero.2.1.power", "stack[1].source")
// becomes a sentence of the `lessons:say` keys with the players' and cards' names ("Bruno is at 13
// life", "Bruno's Soul Warden ability is on top of the stack", "Ana and Bruno's team is at 25 life"),
// never the field's path or an id.
// The goal groups the fields that speak of one thing into one sentence (a permanent's properties,
// one stack object's, the pending choice's kind and player); the check says each field alone, once
// as the goal wants it and once as the game has it.
import type { Message, NameOf, Param } from '../explain';
import { PENDING_TYPES, valueParam } from './fields';

/** A field of the goal with the value to say: the wanted one, or the game's. */
export interface SaidField {
  field: string;
  value: unknown;
}

/** One sentence of the goal and the fields it says. */
export interface GoalSentence {
  fields: string[];
  message: Message;
}

const say = (key: string, params?: Message['params']): Message => ({ key: `lessons:say.${key}`, ...(params ? { params } : {}) });

/** What a goal field is about: the thing its sentence describes, and the property it gives. */
type Subject =
  | { kind: 'pending'; property: string }
  | { kind: 'permanent'; id: string; property: string | null }
  | { kind: 'stack'; index: number; property: string }
  | { kind: 'plain' };

const PERMANENT_PROPERTIES = [
  'damage', 'tapped', 'attacking', 'attackingNothing', 'blocked', 'blockedBy', 'blocking', 'power', 'toughness', 'counters',
  'keywords', 'summoningSick', 'controller', 'owner', 'token', 'card', 'protector', 'phasedOut',
];

function subjectOf(field: string): Subject {
  const stack = /^stack\[(\d+)\]\.(.+)$/.exec(field);
  if (stack) return { kind: 'stack', index: Number(stack[1]), property: stack[2] as string };
  if (field.startsWith('pending.')) return { kind: 'pending', property: field.slice('pending.'.length) };
  if (field.startsWith('permanents.')) {
    // Ids may hold dots (a token's `hero.2.1`): the id is all but a trailing property name.
    const parts = field.slice('permanents.'.length).split('.');
    const last = parts.at(-1) ?? '';
    return parts.length > 1 && PERMANENT_PROPERTIES.includes(last)
      ? { kind: 'permanent', id: parts.slice(0, -1).join('.'), property: last }
      : { kind: 'permanent', id: parts.join('.'), property: null };
  }
  return { kind: 'plain' };
}

/** The size of the stack the goal wants: the `stack.length` field's, which the per-object fields follow. */
export function stackSizeOf(rows: readonly { field: string; expected: unknown }[]): number | undefined {
  const size = rows.find((r) => r.field === 'stack.length')?.expected;
  return typeof size === 'number' ? size : undefined;
}

/** Where a stack object is, counted from the top as the stack panel shows it (the goal lists the
 *  stack bottom first: `stack[0]` is the bottom). */
function placeOnStack(index: number, stackSize: number | undefined): Message {
  if (stackSize === undefined || index >= stackSize) return say(index === 0 ? 'place.bottom' : 'place.fromBottom', { position: index + 1 });
  const fromTop = stackSize - index;
  if (fromTop === 1) return say('place.top');
  return say(index === 0 ? 'place.bottomOf' : 'place.fromTop', { position: fromTop });
}

const isName = (v: unknown): v is string => typeof v === 'string';

/** A stack object by what the goal says of it: "Bruno's Soul Warden ability", "Ana's Shock", "an
 *  ability of Soul Warden"; the properties with no place in that name are said after it. */
function stackSentence(props: Record<string, unknown>, index: number, names: NameOf, stackSize: number | undefined): Message {
  const { controller, source, card, ...rest } = props;
  const player = isName(controller) ? names(controller) : undefined;
  // "Bruno's Soul Warden ability", not "Bruno's the second Soul Warden ability": the controller
  // already says which (distinctNames numbers the cards that share a name).
  const named = (id: string): Param => {
    const name = names(id);
    return typeof name === 'object' && !Array.isArray(name) && (name as Message).key === 'lessons:object.nth' && player !== undefined ? ((name as Message).params?.card ?? name) : name;
  };
  const object = isName(card)
    ? player !== undefined ? say('object.spellOf', { card: named(card), player }) : say('object.card', { card: named(card) })
    : isName(source)
      ? player !== undefined ? say('object.abilityOf', { source: named(source), player }) : say('object.ability', { source: named(source) })
      : player !== undefined ? say('object.controlledBy', { player }) : say('object.any');
  const facts = Object.entries(rest).map(([property, value]) => stackFact(property, value, names));
  const place = placeOnStack(index, stackSize);
  return facts.length === 0 ? say('stack', { object, place }) : say('stackWith', { object, place, facts });
}

function stackFact(property: string, value: unknown, names: NameOf): Message {
  if (property === 'kind' && (value === 'spell' || value === 'ability')) return say(`stackFact.${value}`);
  if (property === 'targets') return say(Array.isArray(value) && value.length === 0 ? 'stackFact.noTargets' : 'stackFact.targets', { value: valueParam(property, value, names) });
  if (property === 'text') return say('stackFact.text', { value: String(value) });
  return say('fact.other', { property: { key: `lessons:property.${property}` }, value: valueParam(property, value, names) });
}

/** What a permanent's property says of it: "is tapped", "has power 2", "is attacking Bruno". */
function permanentFact(property: string, value: unknown, field: string, names: NameOf): Message {
  const v = (): Param => valueParam(field, value, names);
  switch (property) {
    case 'tapped':
    case 'blocked':
    case 'token':
    case 'summoningSick':
    case 'phasedOut':
    case 'attackingNothing':
      return say(`fact.${property}${value ? '' : 'Not'}`);
    case 'attacking':
    case 'blocking':
      return value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? say(`fact.${property}Not`) : say(`fact.${property}`, { value: v() });
    case 'blockedBy':
      return Array.isArray(value) && value.length === 0 ? say('fact.blockedByNone') : say('fact.blockedBy', { value: v() });
    case 'keywords':
      return Array.isArray(value) && value.length === 0 ? say('fact.keywordsNone') : say('fact.keywords', { value: v() });
    case 'counters': {
      // "1 loyalty counter", "2 +1/+1 counters": a kind the rules name in words is translated.
      const counters = Object.entries(typeof value === 'object' && value !== null ? value : {}).map(([kind, count]): Param =>
        say('counter', { count: Number(count), kind: kind === 'loyalty' ? say('counterKind.loyalty') : kind }),
      );
      return counters.length === 0 ? say('fact.countersNone') : say('fact.counters', { value: counters });
    }
    case 'damage':
      return value === 0 ? say('fact.damageNone') : typeof value === 'number' ? say('fact.damage', { count: value }) : say('fact.other', { property: { key: 'lessons:property.damage' }, value: v() });
    case 'power':
    case 'toughness':
    case 'controller':
    case 'owner':
    case 'card':
    case 'protector':
      return say(`fact.${property}`, { value: v() });
    default:
      return say('fact.other', { property, value: v() });
  }
}

function permanentSentence(id: string, props: Record<string, unknown> | null, names: NameOf): Message {
  // The check's row for a permanent that is not there at all: its value is null.
  if (props === null) return say('permanentMissing', { card: names(id) });
  const facts = Object.entries(props).map(([property, value]) => permanentFact(property, value, `permanents.${id}.${property}`, names));
  return say('permanent', { card: names(id), facts });
}

/** The pending choice: "Ana has priority", "Ana is to order her triggered abilities"; in two-headed
 *  giant with the team that decides, by its players ("…, for Ana and Bruno's team"). */
function pendingSentence(props: Record<string, unknown>, names: NameOf): Message {
  const { type, player, team, ...rest } = props;
  const who: Param = isName(player) ? names(player) : { key: 'lessons:say.someone' };
  if ('type' in props && (type === null || type === undefined)) return say('pendingNone');
  const chosen = isName(type) && (PENDING_TYPES as readonly string[]).includes(type)
    ? say(`pending.${type}`, { player: who })
    : isName(type) ? say('pendingOther', { player: who, value: type }) : say('pendingPlayer', { player: who });
  // CR 805.5: in two-headed giant a team has priority and makes the team's choices.
  const main = !isName(team) ? chosen : 'type' in props || 'player' in props ? say('pendingForTeam', { main: chosen, team: names(team) }) : say('pendingTeam', { team: names(team) });
  const others = isName(team) || !('team' in props) ? rest : { ...rest, team };
  const facts = Object.entries(others).map(([property, value]) => say('fact.other', { property, value: JSON.stringify(value) }));
  return facts.length === 0 ? main : say('withFacts', { main, facts });
}

/** The kind and the player of a pending choice, the two a sentence about either says together. */
function pickWho(pending: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!pending) return {};
  return { ...('type' in pending ? { type: pending.type } : {}), ...('player' in pending ? { player: pending.player } : {}) };
}

/** One field alone, as a sentence: a check's line. */
function plainSentence(field: string, value: unknown, names: NameOf): Message {
  const [head = '', id = ''] = field.split('.');
  const v = (): Param => valueParam(field, value, names);
  const empty = Array.isArray(value) && value.length === 0;
  switch (head) {
    case 'ok':
      return say(value === false ? 'refused' : 'accepted');
    case 'error':
      return value === null || value === undefined ? say('noRefusal') : say('refusal', { refusal: v() });
    case 'errorRule':
      return Array.isArray(value) ? say('errorRule', { rules: value.map(String) }) : value ? say('errorRuleWas', { rule: String(value) }) : say('noRefusal');
    case 'step':
      return isName(value) ? say('step', { step: { key: `common:stepThe.${value}` } }) : say('noStep');
    case 'activePlayer':
      return say('activePlayer', { player: v() });
    case 'turnNumber':
      return say('turnNumber', { value: v() });
    case 'winner':
      return value === null || value === undefined ? say('noWinner') : say('winner', { player: v() });
    case 'life':
      return say('life', { player: names(id), value: v() });
    case 'handCount':
      return say('handCount', { player: names(id), count: typeof value === 'number' ? value : 0 });
    case 'hand':
    case 'graveyard':
      // The count agrees the verb with the cards: "está Fog Elemental", "están A y B".
      return say(empty ? `${head}Empty` : head, { player: names(id), cards: v(), count: Array.isArray(value) ? value.length : 1 });
    case 'battlefield':
      return say(empty ? 'battlefieldEmpty' : 'battlefield', { player: names(id), cards: v() });
    case 'exile':
      return say(empty ? 'exileEmpty' : 'exile', { player: names(id), cards: v(), count: Array.isArray(value) ? value.length : 1 });
    case 'lost':
      return say(value === true ? 'lost' : 'notLost', { player: names(id) });
    case 'teamLife':
      // CR 810.9: the team by its players ("Ana and Bruno's team is at 25 life").
      return say('teamLife', { team: names(id), value: v() });
    case 'winners': {
      // CR 104.2c: every player of the winning team wins; none while the game goes on, or in a draw.
      const players = Array.isArray(value) ? value.map((p): Param => (typeof p === 'string' ? names(p) : String(p))) : [];
      return players.length === 0 ? say('noWinners') : say('winners', { players, count: players.length });
    }
    case 'manaPool':
      return say(value === '' || value === undefined ? 'manaPoolEmpty' : 'manaPool', { player: names(id), mana: String(value ?? '') });
    case 'gone': {
      const card = names(field.slice('gone.'.length));
      return say(value === 'on the battlefield' ? 'stillThere' : 'gone', { card });
    }
    case 'stack':
      return typeof value === 'number' && value > 0 ? say('stackLength', { count: value }) : say('stackEmpty');
    default:
      return say('other', { field, value: JSON.stringify(value) ?? '' });
  }
}

/** One field and its value as a sentence: a line of the check, for the goal's value or the game's.
 *  `pending`: the whole pending choice the value belongs to (the goal's, or the game's), so that its
 *  kind and its player read as one sentence ("Ana has priority", not "a player has priority"). */
export function fieldSentence(field: string, value: unknown, names: NameOf, stackSize?: number, pending?: Record<string, unknown> | null): Message {
  const subject = subjectOf(field);
  switch (subject.kind) {
    case 'pending':
      if (pending === null) return say('pendingNone');
      return pendingSentence({ ...(subject.property === 'type' || subject.property === 'player' ? pickWho(pending) : {}), [subject.property]: value }, names);
    case 'permanent':
      if (subject.property === null) return permanentSentence(subject.id, value === null || value === undefined ? null : (value as Record<string, unknown>), names);
      return permanentSentence(subject.id, { [subject.property]: value }, names);
    case 'stack':
      return stackSentence({ [subject.property]: value }, subject.index, names, stackSize);
    case 'plain':
      return plainSentence(field, value, names);
  }
}

/** Which sentence of the goal a field belongs to: one per permanent, per stack object, and one for
 *  the pending choice; null for a field that is a sentence alone. */
function groupOf(subject: Subject): string | null {
  if (subject.kind === 'pending') return 'pending';
  if (subject.kind === 'stack') return `stack[${subject.index}]`;
  if (subject.kind === 'permanent' && subject.property !== null) return `permanent:${subject.id}`;
  return null;
}

/** The goal as sentences, in the order of its fields: the fields about one permanent, one stack
 *  object or the pending choice make one sentence, where the first of them stood. */
export function goalSentences(rows: readonly { field: string; expected: unknown }[], names: NameOf): GoalSentence[] {
  const stackSize = stackSizeOf(rows);
  const lines: { fields: string[]; subject: Subject; props: Record<string, unknown>; value: unknown }[] = [];
  const byGroup = new Map<string, (typeof lines)[number]>();
  for (const row of rows) {
    const subject = subjectOf(row.field);
    const group = groupOf(subject);
    const property = subject.kind === 'plain' ? null : subject.property;
    const line = group === null ? undefined : byGroup.get(group);
    if (line && property !== null) {
      line.fields.push(row.field);
      line.props[property] = row.expected;
      continue;
    }
    const added = { fields: [row.field], subject, props: property === null ? {} : { [property]: row.expected }, value: row.expected };
    lines.push(added);
    if (group !== null) byGroup.set(group, added);
  }
  return lines.map(({ fields, subject, props, value }): GoalSentence => {
    const first = fields[0] as string;
    switch (subject.kind) {
      case 'pending':
        return { fields, message: pendingSentence(props, names) };
      case 'stack':
        return { fields, message: stackSentence(props, subject.index, names, stackSize) };
      case 'permanent':
        return { fields, message: subject.property === null ? fieldSentence(first, value, names) : permanentSentence(subject.id, props, names) };
      case 'plain':
        return { fields, message: fieldSentence(first, value, names, stackSize) };
    }
  });
}
