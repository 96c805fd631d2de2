// @vitest-environment happy-dom
// useTranslation.test.tsx: the table's translation hook (src/i18n/react.tsx), which replaces
// react-i18next's for speed: it suspends until the language's namespace is loaded, gives every
// component the same `t` while the language stays, and re-renders with the new language's words.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppI18n } from '../../src/i18n';
import { I18nProvider, useTranslation, type Translation } from '../../src/i18n/react';

describe('useTranslation', () => {
  it('suspends until the namespace is loaded, shares one t per language, and follows the language', async () => {
    // Only `common` is loaded up front: `table` loads when a component first asks for it.
    const app = createAppI18n({ language: 'en', namespaces: ['common'], storage: null, root: null, browserLanguages: [] });
    await app.ready;
    const seen: Translation[] = [];
    function Line({ id }: { id: string }) {
      const translation = useTranslation('table');
      seen.push(translation);
      return <p data-testid={id}>{translation.t('battlefield.why')}</p>;
    }
    render(
      <I18nProvider i18n={app.i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Line id="a" />
          <Line id="b" />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    const english = (await screen.findByTestId('a')).textContent;
    expect(english).toBeTruthy();
    expect(screen.getByTestId('b').textContent).toBe(english);
    expect(new Set(seen).size).toBe(1);

    await act(() => app.setLanguage('es'));
    const spanish = (await screen.findByTestId('a')).textContent;
    expect(spanish).not.toBe(english);
    expect(screen.getByTestId('b').textContent).toBe(spanish);
    expect(seen.at(-1)?.t).not.toBe(seen[0]?.t);
    expect(seen.at(-1)?.i18n.language).toBe('es');
  });

  it('passes a call’s own values, and its own language, through to i18next', async () => {
    const app = createAppI18n({ language: 'en', storage: null, root: null, browserLanguages: [] });
    await app.ready;
    function Line() {
      const { t } = useTranslation('table');
      return (
        <>
          <p data-testid="en">{t('battlefield.cardWithPt', { name: 'Grizzly Bears', power: 2, toughness: 2 })}</p>
          <p data-testid="it">{t('battlefield.why', { lng: 'it' })}</p>
        </>
      );
    }
    await app.i18n.loadLanguages('it');
    render(
      <I18nProvider i18n={app.i18n}>
        <Line />
      </I18nProvider>,
    );
    expect(screen.getByTestId('en').textContent).toContain('Grizzly Bears');
    expect(screen.getByTestId('en').textContent).toContain('2/2');
    expect(screen.getByTestId('it').textContent).toBe(app.i18n.getFixedT('it', 'table')('battlefield.why'));
  });
});
