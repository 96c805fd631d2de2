// @vitest-environment happy-dom
// react.test.tsx: the React binding (src/i18n/react.tsx): components translate through the app's
// instance, the language menu switches every translated text and <html lang>, and the choice is kept
// in localStorage for the next visit.
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider, useExplain, useLanguage, useTranslation } from '../../src/i18n/react';
import { appI18n, initI18n, STORAGE_KEY, LANGUAGES, LANGUAGE_NAMES, type Language } from '../../src/i18n';
import type { Explanation } from '../../src/explain';

afterEach(() => cleanup());

beforeAll(async () => {
  localStorage.clear();
  await initI18n({ browserLanguages: ['en-GB'] });
});

const prompt: Explanation = { key: 'common:prompt.priority.resolve', params: { player: 'Bruno', object: 'Shock' }, rule: '117.4', section: { number: '117', key: 'rules:section.117' } };

function Panel() {
  const { t } = useTranslation();
  const { text, explain } = useExplain();
  const { language, setLanguage } = useLanguage();
  const e = explain(prompt);
  return (
    <div>
      <label>
        {t('language.label')}
        <select value={language} onChange={(ev) => void setLanguage(ev.target.value as Language)}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
        </select>
      </label>
      <p data-testid="prompt">{text(prompt)}</p>
      <p data-testid="cite">{e.citation}</p>
      <p data-testid="why">{e.why}</p>
    </div>
  );
}

describe('the React binding', () => {
  it('translates, and the language menu switches the texts, <html lang> and the remembered choice', async () => {
    render(<I18nProvider><Panel /></I18nProvider>);
    expect(screen.getByTestId('prompt').textContent).toBe('Bruno has priority — pass to resolve Shock');
    expect(screen.getByTestId('cite').textContent).toBe('CR 117.4, Timing and Priority');
    expect(document.documentElement.lang).toBe('en');

    const select = screen.getByRole('combobox') as HTMLSelectElement;
    await act(async () => {
      select.value = 'es';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(await screen.findByText('Bruno tiene la prioridad — pasa para que se resuelva Shock')).toBeTruthy();
    expect(screen.getByTestId('cite').textContent).toBe('RC 117.4, Momento de juego y prioridad');
    expect(screen.getByText('Idioma')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');

    await act(async () => {
      select.value = 'it';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(await screen.findByText('Bruno ha la priorità — passa per far risolvere Shock')).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
  });

  it('renders names from a scenario as text, never as markup', () => {
    const hostile: Explanation = { key: 'explain:log.draws', params: { player: '<img src=x onerror=alert(1)>' } };
    function Line() {
      return <p data-testid="line">{useExplain().text(hostile)}</p>;
    }
    render(<I18nProvider><Line /></I18nProvider>);
    const p = screen.getByTestId('line');
    expect(p.querySelector('img')).toBeNull();
    expect(p.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('keeps the sentences it made, per language, but asks again for a key it did not find', () => {
    const i18n = appI18n().i18n;
    const { result } = renderHook(() => useTranslation('table'), { wrapper: I18nProvider });
    const { t } = result.current;
    const once = t('battlefield.cardWithPt', { name: 'Grizzly Bears', power: 2, toughness: 2 });
    expect(t('battlefield.cardWithPt', { name: 'Grizzly Bears', power: 2, toughness: 2 })).toBe(once);
    expect(t('battlefield.cardWithPt', { name: 'Craw Wurm', power: 6, toughness: 4 })).not.toBe(once);
    expect(t('memoProbe.late')).toBe('memoProbe.late');
    i18n.addResource(i18n.language, 'table', 'memoProbe.late', 'Here now');
    expect(t('memoProbe.late')).toBe('Here now');
  });
});
