// listFormat.ts: lists in the reader's language ({{items, list}}), as i18next's own list format does
// with Intl.ListFormat, plus the Italian euphonic "ed" before a word that begins with e ("attacca
// Bruno ed è una pedina", not "e è"), which Intl.ListFormat does not make.
import type { i18n as I18n } from 'i18next';

export function addListFormat(i18n: I18n): void {
  i18n.services.formatter?.add('list', (value: unknown, lng: string | undefined, options: Intl.ListFormatOptions = {}) => {
    const items = Array.isArray(value) ? value.map(String) : [String(value)];
    const text = new Intl.ListFormat(lng, { style: 'long', type: 'conjunction', ...options }).format(items);
    return lng === 'it' && (options.type ?? 'conjunction') === 'conjunction' ? text.replace(/ e (?=[eèéEÈÉ])/g, ' ed ') : text;
  });
}
