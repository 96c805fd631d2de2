// i18n.test.ts: the i18next setup (src/i18n/i18n.ts): the first language (remembered, else the
// browser's, else English), only the active language loaded, <html lang> following, the choice
// remembered, and i18next's plural and list formatting in each language.
import { describe, expect, it } from 'vitest';
import { createAppI18n, detectLanguage, languageOfTag, STORAGE_KEY, type I18nOptions } from '../../src/i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function setup(options: I18nOptions = {}) {
  const storage = memoryStorage();
  const root = { lang: '' };
  const app = createAppI18n({ storage, root, browserLanguages: [], ...options });
  return { app, storage, root };
}

const loaded = (i: { hasResourceBundle(l: string, ns: string): boolean }, lng: string) =>
  ['common', 'explain', 'rules'].filter((ns) => i.hasResourceBundle(lng, ns));

describe('choosing the first language', () => {
  it('the remembered choice wins, then the first browser language the app has, then English', () => {
    expect(detectLanguage('it', ['es-ES'])).toBe('it');
    expect(detectLanguage(null, ['fr-FR', 'es-MX', 'it'])).toBe('es');
    expect(detectLanguage('klingon', ['de', 'IT-ch'])).toBe('it');
    expect(detectLanguage(undefined, ['fr', 'de'])).toBe('en');
    expect(detectLanguage(null)).toBe('en');
  });

  it('reads a language tag by its primary subtag', () => {
    expect(languageOfTag('es-419')).toBe('es');
    expect(languageOfTag('it_IT')).toBe('it');
    expect(languageOfTag('en')).toBe('en');
    expect(languageOfTag('pt-BR')).toBeNull();
  });
});

describe('createAppI18n', () => {
  it('starts in the browser language, loads only that language, and sets <html lang>', async () => {
    const { app, root } = setup({ browserLanguages: ['es-AR', 'en-US'] });
    expect(root.lang).toBe('es');
    const i = await app.ready;
    expect(app.language()).toBe('es');
    expect(loaded(i, 'es')).toEqual(['common', 'explain', 'rules']);
    expect(loaded(i, 'en')).toEqual([]);
    expect(loaded(i, 'it')).toEqual([]);
    expect(i.t('common:step.declareBlockers')).toBe('Paso de declarar bloqueadoras');
  });

  it('starts in the remembered language even when the browser prefers another', async () => {
    const storage = memoryStorage({ [STORAGE_KEY]: 'it' });
    const app = createAppI18n({ storage, root: null, browserLanguages: ['es'] });
    await app.ready;
    expect(app.language()).toBe('it');
    expect(app.i18n.t('rules:section.510')).toBe('Sottofase del danno da combattimento');
  });

  it('setLanguage loads the new language, switches, remembers it and updates <html lang>', async () => {
    const { app, storage, root } = setup({ browserLanguages: ['en'] });
    await app.ready;
    expect(app.i18n.t('common:keyword.trample')).toBe('trample');
    await app.setLanguage('it');
    expect(app.language()).toBe('it');
    expect(root.lang).toBe('it');
    expect(storage.data.get(STORAGE_KEY)).toBe('it');
    expect(app.i18n.t('common:keyword.trample')).toBe('travolgere');
    await app.setLanguage('es');
    expect(app.i18n.t('common:keyword.trample')).toBe('arrollar');
    expect(root.lang).toBe('es');
  });

  it('refuses a language the app does not have', async () => {
    const { app } = setup();
    await expect(app.setLanguage('fr' as never)).rejects.toThrow(/unsupported/);
    expect(app.language()).toBe('en');
  });

  it('works when storage is unavailable (the choice is just not remembered)', async () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const app = createAppI18n({ storage: broken, root: null, browserLanguages: ['it'] });
    await app.ready;
    expect(app.language()).toBe('it');
    await app.setLanguage('en');
    expect(app.language()).toBe('en');
  });

  it('can start with fewer namespaces and load the others on demand', async () => {
    const { app } = setup({ namespaces: ['common'] });
    const i = await app.ready;
    expect(loaded(i, 'en')).toEqual(['common']);
    await i.loadNamespaces('rules');
    expect(i.t('rules:section.704')).toBe('State-Based Actions');
  });
});

describe('formatting', () => {
  it('formats lists and plurals in each language', async () => {
    const { app } = setup();
    const i = await app.ready;
    const params = { player: 'Ana', object: 'Shock', others: ['Bruno', 'Carla'] };
    expect(i.t('common:prompt.priority.respond', params)).toBe('Ana has priority — respond to Shock, or pass to Bruno and Carla');
    await app.setLanguage('es');
    expect(i.t('common:prompt.priority.respond', params)).toBe('Ana tiene la prioridad — responde a Shock o pasa la prioridad a Bruno y Carla');
    expect(i.t('explain:log.damage.combatDealt', { source: 'Craw Wurm', count: 1, target: 'Wall of Wood' })).toBe('Craw Wurm hace 1 punto de daño de combate a Wall of Wood');
    expect(i.t('explain:log.damage.combatDealt', { source: 'Craw Wurm', count: 6, target: 'Bruno' })).toBe('Craw Wurm hace 6 puntos de daño de combate a Bruno');
    await app.setLanguage('it');
    expect(i.t('common:prompt.priority.respond', params)).toBe('Ana ha la priorità — rispondi a Shock o passa la priorità a Bruno e Carla');
    expect(i.t('explain:log.damage.combatDealt', { source: 'Craw Wurm', count: 1, target: 'Wall of Wood' })).toBe('Craw Wurm infligge 1 danno da combattimento a Wall of Wood');
  });

  it('leaves names as written: no HTML escaping (React renders text)', async () => {
    const { app } = setup();
    const i = await app.ready;
    expect(i.t('explain:log.draws', { player: '<b>Ana & "Bo"</b>' })).toBe('<b>Ana & "Bo"</b> draws a card');
  });
});
