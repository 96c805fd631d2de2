// route.ts: which screen the address asks for. The hash carries it so links and the back button
// work without a server: `#scenario=…` (the contract's shared position), `#play` (a hot-seat game),
// `#lessons` or `#lesson=<id>`, `#editor`; anything else is the home page.
import { LINK_PREFIX } from '../../store/limits';

export type Route =
  | { screen: 'home' }
  | { screen: 'scenario'; hash: string }
  | { screen: 'play' }
  | { screen: 'lessons'; lesson: string | null }
  | { screen: 'editor' };

const LESSON_PREFIX = '#lesson=';

export function routeOf(hash: string): Route {
  if (hash.startsWith(LINK_PREFIX)) return { screen: 'scenario', hash };
  if (hash === '#play') return { screen: 'play' };
  if (hash === '#lessons') return { screen: 'lessons', lesson: null };
  if (hash.startsWith(LESSON_PREFIX)) {
    // A lesson id is short and plain; anything else in the address is ignored, not interpreted.
    const id = decodeURIComponent(hash.slice(LESSON_PREFIX.length));
    return /^[a-z0-9-]{1,80}$/.test(id) ? { screen: 'lessons', lesson: id } : { screen: 'lessons', lesson: null };
  }
  if (hash === '#editor') return { screen: 'editor' };
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
      return '#editor';
  }
}
