import { answerTooLarge } from './answer-budget';
import type { RawJson } from './hit-json';

/**
 * A search answer's JSON written straight into a buffer of its own: the hits' kept JSON
 * (hit-json.ts) is encoded into it piece by piece instead of being joined with the rest into one
 * string that is then flattened and encoded whole, and the buffer moves to the host's thread
 * without a copy.
 */
export class JsonWriter {
  private readonly parts: string[] = [];
  /** Text not yet in `parts`: small neighbouring pieces (separators, counts) are joined first. */
  private text = '';

  write(text: string): void {
    this.text += text;
  }

  raw(value: RawJson): void {
    if (value.head !== '') {
      if (this.text !== '') this.parts.push(this.text);
      this.text = '';
      this.parts.push(value.head);
    }
    this.text += value.text;
  }

  /** The answer as UTF-8, refused when over `limit` bytes (before it is written). */
  toBuffer(limit: number): Buffer {
    if (this.text !== '') this.parts.push(this.text);
    this.text = '';
    const sizes = this.parts.map((p) => Buffer.byteLength(p));
    let length = 0;
    for (const size of sizes) length += size;
    if (length > limit) throw answerTooLarge(limit);
    // Memory of its own (not the shared pool), so it can be handed to another thread.
    const out = Buffer.allocUnsafeSlow(length);
    let at = 0;
    for (let i = 0; i < this.parts.length; i++) at += out.write(this.parts[i], at, sizes[i], 'utf8');
    return out;
  }
}
