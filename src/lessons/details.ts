// details.ts: a shipped lesson's full explanation in the reader's language. English is the lesson
// file's own `description`; Spanish and Italian are in details/<language>.json (lesson id → text),
// each file its own chunk, imported only when a lesson is opened in that language. Kept out of the
// i18n namespaces on purpose: English would have to repeat every file's description there, and the
// two copies could drift apart.

const FILES = import.meta.glob<{ default: Record<string, unknown> }>('./details/*.json');

/** The lesson's explanation in `language`, or null when there is none in it (English, an unknown
 *  id): the caller then shows the file's English. */
export async function translatedDetails(id: string, language: string): Promise<string | null> {
  const load = FILES[`./details/${language}.json`];
  if (!load) return null;
  const text = (await load()).default[id];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}
