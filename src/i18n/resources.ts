// resources.ts: the translations, one JSON file per language and namespace (locales/<lng>/<ns>.json),
// each loaded on demand as its own chunk: the page downloads only the active language's files.
import type { Language, Namespace } from './languages';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

// Vite turns each file into a separate chunk, imported only when called.
const FILES = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** The resources of one language and namespace. */
export async function loadResources(lng: Language, ns: Namespace): Promise<Record<string, unknown>> {
  const load = FILES[`./locales/${lng}/${ns}.json`] as Loader | undefined;
  if (!load) throw new Error(`no translations for ${lng}/${ns}`);
  return (await load()).default;
}
