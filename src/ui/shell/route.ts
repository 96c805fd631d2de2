// route.ts: which screen the address asks for. The hash carries it so links and the back button
// work without a server: `#scenario=…` (the contract's shared position), `#play` (a hot-seat game),
// `#lessons` or `#lesson=<id>`, `#editor` or `#editor=<lesson id>` (a copy of that lesson to edit);
// anything else is the home page.
import { LINK_PREFIX } from '../../store/limits';

export type Route =
  | { screen: 'home' }
  | { screen: 'scenario'; hash: string }
  | { screen: 'play' }
  | { screen: 'lessons'; lesson: string | null }
  | { screen: 'editor'; lesson: string | null };

const LESSON_PREFIX = '#lesson=';
const EDITOR_PREFIX = '#editor=';

/** The lesson id after `prefix`, or null. A lesson id is short and plain; anything else in the
 *  address is ignored, not interpreted. */
function lessonIdAfter(prefix: string, hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(prefix.length));
  } catch {
    return null;
  }
  return /^[a-z0-9-]{1,80}$/.test(id) ? id : null;
}

export function routeOf(hash: string): Route {
  if (hash.startsWith(LINK_PREFIX)) return { screen: 'scenario', hash };
  if (hash === '#play') return { screen: 'play' };
  if (hash === '#lessons') return { screen: 'lessons', lesson: null };
  if (hash.startsWith(LESSON_PREFIX)) return { screen: 'lessons', lesson: lessonIdAfter(LESSON_PREFIX, hash) };
  if (hash === '#editor') return { screen: 'editor', lesson: null };
  if (hash.startsWith(EDITOR_PREFIX)) return { screen: 'editor', lesson: lessonIdAfter(EDITOR_PREFIX, hash) };
  return { screen: 'home' };
}

export function hashOf(route: Route): string {
  switch (route.screen) {
    case 'home':
      return '';
    case 'scenario':
      return route.hash;
    case 'play':
      return '#play';
    case 'lessons':
      return route.lesson ? `${LESSON_PREFIX}${encodeURIComponent(route.lesson)}` : '#lessons';
    case 'editor':
      return route.lesson ? `${EDITOR_PREFIX}${encodeURIComponent(route.lesson)}` : '#editor';
  }
}
