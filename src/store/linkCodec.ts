// linkCodec.ts: reading the payload of a `#scenario=` link, lz-string's compressToEncodedURIComponent
// format, with a bound on the output. lz-string's own decompressor has none, and its format lets each
// code stand for one character more than the code before, so the output grows with the square of the
// input: an 8,000-character link can decompress to ten million characters and one at the link limit
// to more than a browser tab can hold. This is the same algorithm (lz-string 1.5 `_decompress`) that
// stops as soon as the text is longer than the caller accepts, and refuses characters that are not in
// the link alphabet instead of reading them as zeros.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE_OF = new Map([...ALPHABET].map((ch, i) => [ch, i]));
/** Each link character carries 6 bits, read from the most significant. */
const FIRST_BIT = 32;

export type Decompressed = { ok: true; text: string } | { ok: false; reason: 'not-compressed' | 'too-large' };

/** The text in an lz-string URI payload, if it is well formed and at most `maxChars` long. */
export function decompressLinkPayload(payload: string, maxChars: number): Decompressed {
  // Some mail clients and chat apps turn "+" into a space; lz-string's decoder undoes that too.
  const input = payload.replace(/ /g, '+');
  const values: number[] = [];
  for (const ch of input) {
    const value = VALUE_OF.get(ch);
    if (value === undefined) return { ok: false, reason: 'not-compressed' };
    values.push(value);
  }
  if (values.length === 0) return { ok: false, reason: 'not-compressed' };

  let index = 0;
  let current = values[0] ?? 0;
  let position = FIRST_BIT;
  const readBits = (count: number): number => {
    let bits = 0;
    for (let power = 1; power < 2 ** count; power *= 2) {
      if (current & position) bits |= power;
      position >>= 1;
      if (position === 0) {
        position = FIRST_BIT;
        index += 1;
        // Past the end, lz-string reads zeros; the loop below then sees the stream has ended.
        current = values[index] ?? 0;
      }
    }
    return bits;
  };

  const notCompressed: Decompressed = { ok: false, reason: 'not-compressed' };
  const dictionary: string[] = ['', '', ''];
  let numBits = 3;
  let enlargeIn = 4;
  const first = readBits(2);
  if (first === 2) return { ok: true, text: '' };
  if (first === 3) return notCompressed;
  let w = String.fromCharCode(readBits(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const parts: string[] = [w];
  let length = w.length;

  const grow = () => {
    enlargeIn -= 1;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits += 1;
    }
  };

  for (;;) {
    // A stream that ends without its end-of-data code was cut short.
    if (index >= values.length) return notCompressed;
    let code = readBits(numBits);
    if (code === 2) return { ok: true, text: parts.join('') };
    if (code === 0 || code === 1) {
      dictionary.push(String.fromCharCode(readBits(code === 0 ? 8 : 16)));
      code = dictionary.length - 1;
      grow();
    }
    let entry: string;
    if (code < dictionary.length && code >= 3) entry = dictionary[code] ?? '';
    else if (code === dictionary.length) entry = w + w.charAt(0);
    else return notCompressed;
    length += entry.length;
    if (length > maxChars) return { ok: false, reason: 'too-large' };
    parts.push(entry);
    dictionary.push(w + entry.charAt(0));
    grow();
    w = entry;
  }
}
