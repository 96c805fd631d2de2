// spanishDamage.test.ts: damage amounts in Spanish are "N puntos de daño" ("1 punto de daño"), the
// wording of the seeds' Spanish articles, not "5 daños" or "5 de daño": on the cards, the players, the
// damage panel, the explanations and the lesson texts, with each plural form of the language.
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src/i18n/languages';
import { flatten, resources, translator } from '../explain/support';

describe('damage amounts in Spanish', () => {
  it('no text says "N daños", "N daño" or "N de daño" (nor with a placeholder for N)', () => {
    const unidiomatic = /(\d|\}\})\s+(de\s+)?daños?\b/;
    const found = NAMESPACES.flatMap((ns) => [...flatten(resources('es', ns))].filter(([, text]) => unidiomatic.test(text)).map(([key, text]) => `${ns}:${key}: ${text}`));
    expect(found).toEqual([]);
  });

  it('counts points of damage, one and many', async () => {
    const t = await translator('es');
    expect(t('table:cards.damage', { count: 1 })).toBe('1 punto de daño');
    expect(t('table:cards.damage', { count: 5 })).toBe('5 puntos de daño');
    expect(t('table:cards.damage', { count: 1_000_000 })).toBe('1000000 puntos de daño');
    expect(t('table:battlefield.player.prevention', { count: 3 })).toBe('Se previenen los próximos 3 puntos de daño a este jugador');
    expect(t('table:cards.damageMarked', { count: 2 })).toBe('— daño marcado: 2');
    expect(t('lessons:lesson.hero-battle-cry-first.title')).toBe('Hero of Bladehold, primero el grito de batalla: 5 puntos de daño');
  });
});
