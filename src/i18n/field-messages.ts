import type * as z from 'zod';

/**
 * Form errors travel as message ids with values ("validation.tooShort|{"min":2}") so that every
 * form shows them in the shopper's language. zod issues, server answers (`errors[].code` with a
 * field) and hand-set errors all go through here.
 */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
  /** A text written in the shopper's language already (a server's specific message). */
  text?: string;
}

/** Marks a text that is shown as it is (the server wrote it in the shopper's language). */
const VERBATIM = 'text:';

export function verbatimMessage(text: string): string {
  return `${VERBATIM}${text}`;
}

const SEP = '|';
/** 'area.key' or 'area.key|{json values}': anything else (a raw text) is replaced by the code's message. */
const MESSAGE_ID = /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+(\|\{.*\})?$/;

export function encodeMessage(message: FieldMessage): string {
  return message.values ? `${message.id}${SEP}${JSON.stringify(message.values)}` : message.id;
}

export function decodeMessage(text: string | undefined, type?: string): FieldMessage {
  if (text?.startsWith(VERBATIM)) return { id: '', text: text.slice(VERBATIM.length) };
  if (text && MESSAGE_ID.test(text)) {
    const [id, values] = text.split(SEP) as [string, string | undefined];
    try {
      return { id, ...(values ? { values: JSON.parse(values) as FieldMessage['values'] } : {}) };
    } catch {
      return { id };
    }
  }
  return messageForCode(type ?? 'invalid');
}

/** The message of a zod issue code (also the `code` of a server error). */
export function messageForCode(
  code: string,
  params: { minimum?: unknown; maximum?: unknown; origin?: unknown; format?: unknown; input?: unknown } = {},
): FieldMessage {
  switch (code) {
    case 'too_small':
      if (params.origin === 'string' && Number(params.minimum) === 1) return { id: 'validation.required' };
      if (params.origin === 'string') return { id: 'validation.tooShort', values: { min: Number(params.minimum) } };
      if (params.origin === 'array' || params.origin === 'set') return { id: 'validation.required' };
      return { id: 'validation.tooSmall', values: { min: Number(params.minimum) } };
    case 'too_big':
      if (params.origin === 'string') return { id: 'validation.tooLong', values: { max: Number(params.maximum) } };
      return { id: 'validation.tooBig', values: { max: Number(params.maximum) } };
    case 'invalid_format':
      return params.format === 'email' ? { id: 'validation.email' } : { id: 'validation.invalid' };
    case 'invalid_type':
      return params.input === undefined || params.input === null || params.input === '' ? { id: 'validation.required' } : { id: 'validation.invalid' };
    case 'required':
      return { id: 'validation.required' };
    // A service's answer: no voucher or gift card has that code (or that PIN).
    case 'voucher_invalid':
      return { id: 'cart.voucher.invalid' };
    default:
      return { id: 'validation.invalid' };
  }
}

/** The message of a zod issue: its own message when that is an id, else the one of its code and parameters. */
export function messageOfIssue(issue: z.core.$ZodIssue): FieldMessage {
  if (MESSAGE_ID.test(issue.message)) return decodeMessage(issue.message);
  return messageForCode(issue.code, issue as unknown as Parameters<typeof messageForCode>[1]);
}
