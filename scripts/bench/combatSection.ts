// combatSection.ts: the "combat" section of the bench JSON (issue 3): checking a block declaration
// with requirement maximisation at 20 × 20 and 50 × 50, and resolving a 20 × 20 combat damage step.
import type { BenchSection } from './harness';
import { combatSearchSection } from './combatSearch';
import { combatDamageSection } from './combatDamage';

export const combatSection: BenchSection = {
  key: 'combat',
  title: 'Combat: block declaration check (CR 509.1c) and a 20 × 20 damage step (CR 510, 704)',
  async run(ctx) {
    const search = await combatSearchSection.run(ctx);
    const damage = await combatDamageSection.run(ctx);
    return {
      data: {
        blockCheck20Ms: search.data.blockCheck20Ms,
        blockCheck50Ms: search.data.blockCheck50Ms,
        damageStep20Us: damage.data.damageStep20Us,
        details: { search: search.data.details, damage: damage.data.details },
      },
      figures: [...search.figures, ...damage.figures],
      details: [...search.details, ...damage.details],
    };
  },
};
