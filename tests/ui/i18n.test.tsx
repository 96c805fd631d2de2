// i18n.test.tsx: the table in the reader's language. Switching the language (the menu's setLanguage)
// rewords the prompt, the step bar, the stack panel, the play menu and an engine refusal in Spanish
// and Italian, with the seeds' own terms; card and player names stay as written.
import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { setLanguage, type Language } from '../../src/i18n';
import { createTableStore } from '../../src/store/createTableStore';
import Session from '../../src/ui/Session';
import { Table } from '../../src/ui/table/Table';
import { fixture, startGame } from '../support/scenarios';
import { play, scenarioActions } from '../support/play';

const shock = fixture('shock-then-titanic-growth');
const crawWurm = fixture('craw-wurm-two-blockers');
const battleCry = fixture('battle-cry-triggers');

/** Panels loaded lazily may take a while to arrive when the suite runs in parallel. */
const LAZY = { timeout: 5000 };

afterAll(async () => {
  await setLanguage('en');
});

function text(selector: string): string {
  const el = document.querySelector(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  return el.textContent ?? '';
}

/** The full name of the lit step (its tooltip), and what the step bar says for screen readers. */
const currentStep = () => document.querySelector('[data-role="step"] [aria-current="step"]')?.getAttribute('title');

async function speak(language: Language) {
  await act(async () => {
    await setLanguage(language);
  });
}

function renderTable(game: GameState) {
  const store = createTableStore({ game });
  render(<Table init={{ game }} store={store} />);
  return store;
}

/** Bruno has cast Shock at Ana's Eager Construct and passed: Ana has priority with Shock on the stack. */
const shockOnStack = () => play(startGame(shock), { type: 'pass', player: 'A' }, { type: 'cast', player: 'B', card: 'shock', targets: ['construct'] }, { type: 'pass', player: 'B' });

describe('the table in three languages', () => {
  it('CR 117.4: the prompt, the step bar, the stack panel and the play menu follow the language', async () => {
    const store = renderTable(shockOnStack());
    act(() => store.getState().select('tg'));
    const said = () => ({
      prompt: text('[data-role="prompt"]'),
      priority: text('[data-role="priority"]'),
      passed: text('[data-role="passed"]'),
      shock: text('[data-role="stack"] [data-object-id="shock"]'),
      step: currentStep(),
      stepBar: text('[data-role="step"]'),
      menu: text('[data-role="play-menu"]'),
    });

    await speak('en');
    expect(said()).toMatchObject({ prompt: 'Ana has priority — pass to resolve Shock', priority: 'Ana has priority — pass to resolve Shock', step: 'Precombat main phase' });
    expect(said().stepBar).toContain("Turn 3 · Ana's turn");
    expect(said().shock).toContain('Spell · controlled by Bruno');
    expect(said().passed).toContain('Passed in a row, in order: Bruno');
    expect(said().menu).toContain('Cast Titanic Growth → Eager Construct');

    await speak('es');
    let now = said();
    expect(now.prompt).toBe('Ana tiene la prioridad — pasa para que se resuelva Shock');
    expect(now.priority).toBe(now.prompt);
    expect(now.step).toBe('Fase principal precombate');
    expect(now.stepBar).toContain('turno de Ana');
    expect(now.stepBar).toContain('Ahora: Fase principal precombate');
    expect(now.shock).toContain('Hechizo · controlador: Bruno');
    expect(now.shock).toContain('se resuelve a continuación');
    expect(now.passed).toContain('Han pasado seguidos, por orden: Bruno');
    expect(now.passed).toContain('RC 117.4');
    expect(now.menu).toContain('Lanzar Titanic Growth → Eager Construct');
    expect(document.documentElement.lang).toBe('es');

    await speak('it');
    now = said();
    expect(now.prompt).toBe('Ana ha la priorità — passa per far risolvere Shock');
    expect(now.step).toBe('Fase principale pre-combattimento');
    expect(now.stepBar).toContain('turno di Ana');
    expect(now.shock).toContain('Magia · controllore: Bruno');
    expect(now.passed).toContain('Hanno passato di seguito');
    expect(now.menu).toContain('Lancia Titanic Growth → Eager Construct');
    expect(document.documentElement.lang).toBe('it');
  });

  it("CR 509.1: the declare blockers step and its prompt in the seeds' words", async () => {
    renderTable(play(startGame(crawWurm), ...scenarioActions(crawWurm, 3)));
    await speak('es');
    expect(text('[data-role="prompt"]')).toBe('Bruno declara bloqueadoras — elige qué criatura bloquea a qué atacante y confirma');
    expect(currentStep()).toBe('Paso de declarar bloqueadoras');
    expect(text('[data-role="step"]')).toContain('Bloqueadoras');
    await speak('it');
    expect(text('[data-role="prompt"]')).toBe('Bruno dichiara i bloccanti — scegli quale creatura blocca quale attaccante e conferma');
    expect(currentStep()).toBe('Sottofase di dichiarazione dei bloccanti');
  });

  it('CR 510.1c: an engine refusal is worded in the language, with the rule, its section and the engine’s own sentence', async () => {
    const store = renderTable(play(startGame(crawWurm), ...scenarioActions(crawWurm, 6)));
    // Craw Wurm is blocked and has no trample: none of its damage may go to Bruno.
    act(() => {
      store.getState().dispatch({
        type: 'assignDamage',
        player: 'A',
        assignments: [{ source: 'wurm', to: [{ target: 'wall', amount: 1 }, { target: 'cadet', amount: 1 }, { target: 'B', amount: 4 }] }],
      });
    });
    expect(store.getState().lastError?.rule).toBe('510.1c');
    const engineSentence = store.getState().lastError?.message ?? '';
    const banner = () => text('[data-role="last-error"]');

    await speak('en');
    expect(banner()).toContain('Not allowed: This combat damage assignment is not allowed.');
    expect(banner()).toContain('CR 510.1c, Combat Damage Step');
    expect(banner()).toContain(engineSentence);

    await speak('es');
    expect(banner()).toContain('No permitido: Esta asignación de daño de combate no está permitida.');
    expect(banner()).toContain('RC 510.1c, Paso de daño de combate');
    expect(banner()).toContain('Una criatura bloqueada asigna su daño a las criaturas que la bloquean');
    // The engine's sentence stays, marked as English.
    expect(document.querySelector('[data-role="last-error"] [lang="en"]')?.textContent).toBe(engineSentence);

    await speak('it');
    expect(banner()).toContain('Non consentito');
    expect(banner()).toContain('RC 510.1c, Sottofase del danno da combattimento');
    expect(banner()).toContain('Una creatura bloccata assegna il suo danno');
    expect(document.querySelector('[data-role="last-error"]')?.getAttribute('data-rule')).toBe('510.1c');
  });

  it('CR 603.3b: the trigger order panel counts in the language (plural forms)', async () => {
    renderTable(play(startGame(battleCry), ...scenarioActions(battleCry)));
    await speak('es');
    const panel = await screen.findByRole('region', { name: 'Ordenar habilidades disparadas' }, LAZY);
    expect(panel.textContent).toContain('Ana ordena 3 habilidades disparadas');
    expect(panel.textContent).toContain('La de arriba se resuelve primero');
    expect(text('[data-role="prompt"]')).toBe('Ana pone 3 habilidades disparadas en la pila, en el orden que elija: la última que ponga se resuelve primero');
    await speak('it');
    expect((await screen.findByRole('region', { name: 'Ordina le abilità innescate' }, LAZY)).textContent).toContain('Ana ordina 3 abilità innescate');
  });

  it('a link that holds no scenario is refused in the language, with the reason worded there too', async () => {
    await speak('es');
    render(<Session request={{ id: 1, source: { kind: 'link', hash: '#scenario=not-a-scenario' } }} onOpened={() => {}} />);
    const alert = text('[data-role="scenario-error"]');
    expect(alert).toContain('No se pudo abrir el escenario del enlace');
    expect(document.querySelector('[data-role="scenario-error"] [lang="en"]')).toBeNull();
    await speak('it');
    expect(text('[data-role="scenario-error"]')).toContain("Impossibile aprire lo scenario dal link");
  });
});
