/**
 * Algolia's three filter syntaxes (`filters`, `facetFilters`, `numericFilters`) turned into one
 * tree that the index evaluates. `filters` is parsed by recursive descent:
 *
 *   or         := and ("OR" and)*
 *   and        := unary ("AND" unary)*
 *   unary      := "NOT" unary | "(" or ")" | condition
 *   condition  := attribute ":" value ["TO" value]   facet value, or numeric range
 *               | attribute op number                 op in < <= = != >= >
 *
 * Attributes and values may be quoted with "..." or '...' (backslash escapes). Algolia rejects
 * some mixes (OR across types); this parser accepts them since the evaluation is well defined.
 */

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; op: NumericOp; value: number }
  | { kind: 'range'; attribute: string; low: number; high: number };

export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
}

type Token =
  | { type: 'word'; text: string; pos: number }
  | { type: 'string'; text: string; pos: number }
  | { type: 'lparen' | 'rparen' | 'colon'; pos: number }
  | { type: 'op'; op: NumericOp; pos: number };

const SPECIAL = new Set(['(', ')', ':', '"', "'", '<', '>', '=', '!']);

function lex(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(') {
      tokens.push({ type: 'lparen', pos: i++ });
      continue;
    }
    if (c === ')') {
      tokens.push({ type: 'rparen', pos: i++ });
      continue;
    }
    if (c === ':') {
      tokens.push({ type: 'colon', pos: i++ });
      continue;
    }
    if (c === '<' || c === '>' || c === '=' || c === '!') {
      const two = input.slice(i, i + 2);
      if (two === '<=' || two === '>=' || two === '!=') {
        tokens.push({ type: 'op', op: two, pos: i });
        i += 2;
        continue;
      }
      if (c === '!') throw new FilterSyntaxError(`filters: unexpected "!" at position ${i}, expected "!="`);
      tokens.push({ type: 'op', op: c as NumericOp, pos: i++ });
      continue;
    }
    // Text is taken in runs between escapes (a slice each), not a character at a time.
    if (c === '"' || c === "'") {
      const start = i++;
      let text = '';
      let from = i;
      while (i < input.length && input[i] !== c) {
        if (input[i] === '\\' && i + 1 < input.length) {
          text += input.slice(from, i);
          from = ++i;
        }
        i++;
      }
      if (i >= input.length) throw new FilterSyntaxError(`filters: unterminated quoted string starting at position ${start}`);
      text += input.slice(from, i++);
      tokens.push({ type: 'string', text, pos: start });
      continue;
    }
    const start = i;
    let text = '';
    let from = i;
    while (i < input.length && !/\s/.test(input[i]) && !SPECIAL.has(input[i])) {
      if (input[i] === '\\' && i + 1 < input.length) {
        text += input.slice(from, i);
        from = ++i;
      }
      i++;
    }
    text += input.slice(from, i);
    tokens.push({ type: 'word', text, pos: start });
  }
  return tokens;
}

function describe(t: Token | undefined): string {
  if (!t) return 'end of input';
  if (t.type === 'word' || t.type === 'string') return `"${t.text}" at position ${t.pos}`;
  if (t.type === 'op') return `"${t.op}" at position ${t.pos}`;
  return `"${t.type === 'lparen' ? '(' : t.type === 'rparen' ? ')' : ':'}" at position ${t.pos}`;
}

function toNumber(text: string, where: string): number {
  const n = text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(n)) throw new FilterSyntaxError(`filters: expected a number ${where}, got "${text}"`);
  return n;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.or();
    if (this.i < this.tokens.length) throw new FilterSyntaxError(`filters: unexpected ${describe(this.tokens[this.i])}`);
    return node;
  }

  private peekKeyword(word: string): boolean {
    const t = this.tokens[this.i];
    return t?.type === 'word' && t.text === word;
  }

  private or(): FilterNode {
    const children = [this.and()];
    while (this.peekKeyword('OR')) {
      this.i++;
      children.push(this.and());
    }
    return children.length === 1 ? children[0] : { kind: 'or', children };
  }

  private and(): FilterNode {
    const children = [this.unary()];
    while (this.peekKeyword('AND')) {
      this.i++;
      children.push(this.unary());
    }
    return children.length === 1 ? children[0] : { kind: 'and', children };
  }

  private unary(): FilterNode {
    const t = this.tokens[this.i];
    if (this.peekKeyword('NOT')) {
      this.i++;
      return { kind: 'not', child: this.unary() };
    }
    if (t?.type === 'lparen') {
      this.i++;
      const node = this.or();
      const close = this.tokens[this.i];
      if (close?.type !== 'rparen') throw new FilterSyntaxError(`filters: expected ")" to close "(" at position ${t.pos}, got ${describe(close)}`);
      this.i++;
      return node;
    }
    return this.condition();
  }

  private value(): Token & { text: string } {
    const t = this.tokens[this.i];
    if (t?.type !== 'word' && t?.type !== 'string') throw new FilterSyntaxError(`filters: expected a value, got ${describe(t)}`);
    this.i++;
    return t;
  }

  private condition(): FilterNode {
    const attrToken = this.tokens[this.i];
    if (attrToken?.type !== 'word' && attrToken?.type !== 'string') {
      throw new FilterSyntaxError(`filters: expected an attribute, got ${describe(attrToken)}`);
    }
    this.i++;
    const attribute = attrToken.text;
    const next = this.tokens[this.i];
    if (next?.type === 'colon') {
      this.i++;
      const v = this.value();
      if (this.peekKeyword('TO')) {
        this.i++;
        const high = this.value();
        return {
          kind: 'range',
          attribute,
          low: toNumber(v.text, `before TO for "${attribute}"`),
          high: toNumber(high.text, `after TO for "${attribute}"`),
        };
      }
      return { kind: 'facet', attribute, value: v.text };
    }
    if (next?.type === 'op') {
      this.i++;
      const v = this.value();
      return { kind: 'numeric', attribute, op: next.op, value: toNumber(v.text, `after "${next.op}" for "${attribute}"`) };
    }
    throw new FilterSyntaxError(`filters: expected ":" or a comparison after attribute "${attribute}", got ${describe(next)}`);
  }
}

export function parseFilters(input: string): FilterNode | null {
  const tokens = lex(input);
  if (tokens.length === 0) return null;
  return new Parser(tokens).parse();
}

/** One `facetFilters` entry, `attr:value`; a leading `-` negates, `\-` is a literal dash. */
function facetCondition(entry: unknown, param: string): FilterNode {
  if (typeof entry !== 'string') throw new FilterSyntaxError(`${param}: expected "attribute:value" strings, got ${JSON.stringify(entry)}`);
  const colon = entry.indexOf(':');
  if (colon <= 0) throw new FilterSyntaxError(`${param}: "${entry}" is not of the form attribute:value`);
  const attribute = entry.slice(0, colon);
  let value = entry.slice(colon + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) value = value.slice(1);
  const node: FilterNode = { kind: 'facet', attribute, value };
  return negated ? { kind: 'not', child: node } : node;
}

/** One `numericFilters` entry: `attr op number` or `attr:low TO high`. */
function numericCondition(entry: unknown, param: string): FilterNode {
  if (typeof entry !== 'string') throw new FilterSyntaxError(`${param}: expected strings such as "price>=10", got ${JSON.stringify(entry)}`);
  const node = parseFilters(entry);
  if (!node || (node.kind !== 'numeric' && node.kind !== 'range')) {
    throw new FilterSyntaxError(`${param}: "${entry}" is not a numeric comparison (attr>=1 or attr:1 TO 2)`);
  }
  return node;
}

/**
 * facetFilters / numericFilters: a string (one condition, or JSON of the array form), or an array
 * whose entries are ANDed and whose inner arrays are ORed.
 */
export function parseNestedFilters(input: unknown, param: 'facetFilters' | 'numericFilters' | 'tagFilters'): FilterNode | null {
  const condition =
    param === 'numericFilters'
      ? numericCondition
      : param === 'tagFilters'
        ? (e: unknown, p: string) => facetCondition(typeof e === 'string' ? `_tags:${e}` : e, p)
        : facetCondition;
  if (input === undefined || input === null) return null;
  let list = input;
  if (typeof list === 'string') {
    const trimmed = list.trim();
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed);
      } catch {
        throw new FilterSyntaxError(`${param}: invalid JSON array`);
      }
    } else if (trimmed === '') return null;
    else list = trimmed.split(',');
  }
  if (!Array.isArray(list)) throw new FilterSyntaxError(`${param}: expected a string or an array`);
  const children: FilterNode[] = [];
  for (const entry of list) {
    if (Array.isArray(entry)) {
      if (entry.length === 0) continue;
      const ors = entry.map((e) => condition(e, param));
      children.push(ors.length === 1 ? ors[0] : { kind: 'or', children: ors });
    } else children.push(condition(entry, param));
  }
  if (children.length === 0) return null;
  return children.length === 1 ? children[0] : { kind: 'and', children };
}
