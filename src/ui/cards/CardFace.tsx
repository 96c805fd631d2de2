// CardFace.tsx: a card drawn with CSS: name and mana cost, type line, keywords, counters, damage and
// power/toughness with changes coloured (2/2 printed, 5/5 now: green). Memoised on its view object,
// which the store keeps identical while nothing on the card changes: drags, drafts and highlights are
// drawn by the wrapper around it, so they never re-render the face.
import { memo } from 'react';
import { useExplain, useTranslation } from '../../i18n/react';
import type { Message } from '../../explain';
import { keywordName } from '../../explain/vocabulary';
import type { CardFaceView, PermanentView } from '../../store/selectors';
import { countRender } from '../benchCounter';
import { frameClass, landSymbol, ptTone } from './frame';
import { ManaCost } from './ManaCost';

export type CardVariant = 'permanent' | 'land' | 'hand';

function isPermanent(view: CardFaceView): view is PermanentView {
  return 'tapped' in view;
}

function PowerToughness({ view }: { view: CardFaceView }) {
  const { t } = useTranslation('table');
  const permanent = isPermanent(view) ? view : null;
  const power = permanent ? permanent.power : view.basePower;
  const toughness = permanent ? permanent.toughness : view.baseToughness;
  if (power === null || toughness === null) return null;
  const changed = power !== view.basePower || toughness !== view.baseToughness;
  return (
    <span className="card-pt-box" title={changed ? t('cards.ptChanged', { basePower: view.basePower, baseToughness: view.baseToughness, power, toughness }) : undefined}>
      {changed && (
        <span className="mr-1 text-[9px] text-stone-500 line-through" data-role="base-pt">
          {view.basePower}/{view.baseToughness}
        </span>
      )}
      <span data-role="pt">
        <span className={ptTone(power, view.basePower)}>{power}</span>/<span className={ptTone(toughness, view.baseToughness)}>{toughness}</span>
      </span>
    </span>
  );
}

/** The type line in the reader's language: "Artifact Creature — Construct" is "Criatura artefacto —
 *  Constructo" in Spanish, "Creatura Artefatto — Costrutto" in Italian (`cards.typeOrder`). */
export function useTypeLine(typeLine: string): string {
  const { t } = useTranslation('table');
  if (typeLine === '') return '';
  const [left = '', right = ''] = typeLine.split(' — ');
  const word = (w: string) => t(`cardType.${w}`, { defaultValue: w });
  const order = (words: string[], how: string) => {
    const shown = words.map(word);
    if (how === 'as-written') return shown;
    const reversed = shown.toReversed();
    return how === 'reversed-lower' ? reversed.map((w, i) => (i === 0 ? w : w.toLocaleLowerCase())) : reversed;
  };
  const types = order(left.split(' ').filter(Boolean), t('cards.typeOrder')).join(' ');
  const subtypes = order(right.split(' ').filter(Boolean), t('cards.subtypeOrder')).join(' ');
  return subtypes ? `${types} — ${subtypes}` : types;
}

const shownKeyword = (name: ReturnType<typeof keywordName>, text: (m: Message) => string) => (typeof name === 'string' ? name : text(name as Message));

function Keywords({ view }: { view: CardFaceView }) {
  const { t } = useTranslation('table');
  const { text } = useExplain();
  const keywords = isPermanent(view) ? view.keywords : view.printedKeywords;
  if (keywords.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-0.5" aria-label={t('cards.keywords')}>
      {keywords.map((keyword) => (
        <li key={keyword} className={view.printedKeywords.includes(keyword) ? 'card-keyword' : 'card-keyword card-keyword-granted'}>
          {shownKeyword(keywordName(keyword), text)}
        </li>
      ))}
    </ul>
  );
}

/** Damage and counters (a planeswalker's loyalty too): in the card's footer, beside its P/T box, so
 *  that they stay in sight however much the card says. */
function Marks({ view }: { view: PermanentView }) {
  const { t } = useTranslation('table');
  const loyalty = view.counters.find(([name]) => name === 'loyalty')?.[1];
  const others = view.counters.filter(([name]) => name !== 'loyalty');
  return (
    <>
      {view.damage > 0 && <span className="rounded bg-red-700 px-1 font-semibold text-white">{t('cards.damage', { count: view.damage })}</span>}
      {view.prevention > 0 && (
        <span data-role="prevention" className="rounded bg-sky-700 px-1 text-white" title={t('cards.preventionWhy', { count: view.prevention })}>
          {t('cards.prevention', { count: view.prevention })}
        </span>
      )}
      {others.map(([name, n]) => (
        <span key={name} className="rounded bg-emerald-700 px-1 text-white">
          {t('cards.counters', { count: n, counter: name })}
        </span>
      ))}
      {loyalty !== undefined && <span className="card-loyalty" title={t('cards.loyalty')}>{loyalty}</span>}
    </>
  );
}

/** Summoning sick, token: in the text box under the keywords, where they give way before the keywords
 *  do when the card is full (the hover details still say it). */
function Notes({ view }: { view: PermanentView }) {
  const { t } = useTranslation('table');
  const sick = view.isCreature && view.summoningSick;
  if (!sick && !view.token) return null;
  return (
    <div className="flex flex-wrap gap-0.5 text-[9px] leading-tight">
      {sick && (
        <span className="rounded bg-stone-300 px-1 text-stone-700" title={t('cards.summoningSickWhy')}>
          {t('cards.summoningSick')}
        </span>
      )}
      {view.token && <span className="rounded bg-stone-200 px-1">{t('cards.token')}</span>}
    </div>
  );
}

function LandFace({ view }: { view: CardFaceView }) {
  const symbol = landSymbol(view.typeLine);
  return (
    <div className={`card-frame card-land ${frameClass(view)}`}>
      {/* Not truncated with an ellipsis (a clip per land, costly on a table of forty lands): a long name
          wraps, and the frame clips what would not fit. */}
      <span className="text-center text-[10px] leading-tight font-semibold">{view.name}</span>
      {symbol && <ManaCost cost={symbol} className="text-lg" />}
    </div>
  );
}

export const CardFace = memo(function CardFace({ view, variant }: { view: CardFaceView; variant: CardVariant }) {
  countRender();
  const typeLine = useTypeLine(view.typeLine);
  if (variant === 'land') return <LandFace view={view} />;
  const permanent = isPermanent(view) ? view : null;
  return (
    <div className={`card-frame ${variant === 'hand' ? 'card-hand' : 'card-permanent'} ${frameClass(view)}`}>
      <div className="card-name-bar">
        <span className="min-w-0 leading-tight">{view.name}</span>
        {view.manaCost && <ManaCost cost={view.manaCost} className="ml-auto shrink-0 text-[9px]" />}
      </div>
      {variant === 'permanent' && <div className="card-art" aria-hidden="true" />}
      <div className="card-type-line">{typeLine}</div>
      <div className="card-text-box">
        <Keywords view={view} />
        {permanent && <Notes view={permanent} />}
        {variant === 'permanent' && view.oracleText && (
          <div className="card-oracle-room">
            {/* The Oracle text is the rules' own words, in English on purpose. */}
            <p className="card-oracle" lang="en">
              {view.oracleText}
            </p>
          </div>
        )}
      </div>
      {variant === 'permanent' ? (
        <div className="card-footer">
          {permanent && <Marks view={permanent} />}
          <PowerToughness view={view} />
        </div>
      ) : (
        <PowerToughness view={view} />
      )}
    </div>
  );
});

/** The full card, shown on hover or focus: the Oracle text and the current values. */
export const CardDetails = memo(function CardDetails({ view }: { view: CardFaceView }) {
  const { t } = useTranslation('table');
  const typeLine = useTypeLine(view.typeLine);
  const permanent = isPermanent(view) ? view : null;
  return (
    <div role="tooltip">
      <p className="flex items-start justify-between gap-2 font-semibold">
        <span>{view.name}</span>
        {view.manaCost && <ManaCost cost={view.manaCost} />}
      </p>
      <p className="text-xs text-stone-600">{typeLine}</p>
      {view.oracleText && (
        <p lang="en" className="mt-1 text-xs whitespace-pre-line">
          {view.oracleText}
        </p>
      )}
      {permanent && permanent.power !== null && (
        <p className="mt-1 text-xs">
          {t('cards.ptNow')} <strong>{permanent.power}/{permanent.toughness}</strong>
          {(permanent.power !== view.basePower || permanent.toughness !== view.baseToughness) && ` ${t('cards.printed', { power: view.basePower, toughness: view.baseToughness })}`}
          {permanent.damage > 0 && ` ${t('cards.damageMarked', { count: permanent.damage })}`}
        </p>
      )}
      {permanent && permanent.prevention > 0 && <p className="mt-1 text-xs text-sky-900">{t('cards.preventionWhy', { count: permanent.prevention })}</p>}
    </div>
  );
});
