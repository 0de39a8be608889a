import { answerTooLarge } from './answer-budget';
import type { RawJson } from './hit-json';

/** The scratch buffer kept between answers: a listing page's answer is about 60 KB. */
const SCRATCH_BYTES = 256 * 1024;
let scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);

/**
 * A search answer's JSON written straight into a buffer of its own: the hits' kept JSON
 * (hit-json.ts, UTF-8 already) is copied into it piece by piece and the rest encoded, instead of
 * everything being joined into one string that is then flattened and encoded whole, and the
 * buffer moves to the host's thread without a copy.
 */
export class JsonWriter {
  /** Text, and kept JSON already in UTF-8 (hit-json.ts), in the answer's order. */
  private readonly parts: (string | Uint8Array)[] = [];
  /** Text not yet in `parts`: small neighbouring pieces (separators, counts) are joined first. */
  private text = '';

  write(text: string): void {
    this.text += text;
  }

  raw(value: RawJson): void {
    if (value.head.length > 0) {
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
      const text = typeof part === 'string';
      const most = text ? part.length * 3 : part.length;
      if (at + most > scratch.length) {
        if (at > limit) throw answerTooLarge(limit);
        const larger = Buffer.allocUnsafeSlow(Math.max(2 * scratch.length, at + most));
        scratch.copy(larger, 0, 0, at);
        scratch = larger;
      }
      if (text) at += scratch.write(part, at, 'utf8');
      else {
        // Kept JSON, already UTF-8: copied.
        scratch.set(part, at);
        at += part.length;
      }
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
