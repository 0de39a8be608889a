import { answerTooLarge } from './answer-budget';
import type { RawJson } from './hit-json';

/** The scratch buffer kept between answers: a listing page's answer is about 60 KB. */
const SCRATCH_BYTES = 256 * 1024;
let scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);

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

  /** The answer as UTF-8, refused when over `limit` bytes. */
  toBuffer(limit: number): Buffer {
    if (this.text !== '') this.parts.push(this.text);
    this.text = '';
    // One pass: each piece is encoded into the scratch buffer (a UTF-16 unit is at most 3 bytes of
    // UTF-8) instead of being measured first and written after, then copied out.
    let at = 0;
    for (const part of this.parts) {
      if (at + part.length * 3 > scratch.length) {
        if (at > limit) throw answerTooLarge(limit);
        const larger = Buffer.allocUnsafeSlow(Math.max(2 * scratch.length, at + part.length * 3));
        scratch.copy(larger, 0, 0, at);
        scratch = larger;
      }
      at += scratch.write(part, at, 'utf8');
    }
    if (at > limit) throw answerTooLarge(limit);
    // Memory of its own (not the shared pool), so it can be handed to another thread.
    const out = Buffer.allocUnsafeSlow(at);
    scratch.copy(out, 0, 0, at);
    // A scratch buffer grown for a page of 1000 hits is not kept.
    if (scratch.length > SCRATCH_BYTES) scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);
    return out;
  }
}
