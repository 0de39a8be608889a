import { describe, expect, it } from 'vitest';
import { LoginCache } from '../../extensions/adapters/commercetools/login-cache';

/** What an instance answers a session's check from (logins.ts): each step on a clock the test moves. */
type Step = ['seen', number, string | null] | ['forget', number] | ['wait', number] | ['fresh', string | undefined];

const TTL = 1_000;

function run(steps: Step[], ttl = TTL): void {
  let now = 0;
  const cache = new LoginCache<string>(ttl, () => now);
  for (const [i, step] of steps.entries()) {
    if (step[0] === 'seen') cache.seen('a', step[1], step[2]);
    else if (step[0] === 'forget') cache.forget('a', step[1]);
    else if (step[0] === 'wait') now += step[1];
    else expect(cache.fresh('a'), `step ${i}`).toBe(step[1]);
  }
}

describe('the logins an instance answers a session check from', () => {
  it.each<[string, Step[], number?]>([
    ['nothing read: nothing answered', [['fresh', undefined]]],
    [
      'a read is answered from until the lag has passed',
      [
        ['seen', 1, 'x'],
        ['wait', TTL - 1],
        ['fresh', 'x'],
        ['wait', 1],
        ['fresh', undefined],
      ],
    ],
    [
      'a newer read replaces it and starts the lag again',
      [
        ['seen', 1, 'x'],
        ['wait', 600],
        ['seen', 2, 'y'],
        ['wait', 600],
        ['fresh', 'y'],
      ],
    ],
    [
      'a read of an older version never replaces a newer one (a read overtaken by a write)',
      [
        ['seen', 3, 'ended'],
        ['seen', 2, 'open'],
        ['fresh', 'ended'],
      ],
    ],
    [
      'a customer found gone is forgotten',
      [
        ['seen', 1, 'x'],
        ['seen', 1, null],
        ['fresh', undefined],
      ],
    ],
    [
      'before a change nothing is answered, nor kept from a read at the version the change starts from',
      [
        ['seen', 4, 'open'],
        ['forget', 4],
        ['fresh', undefined],
        ['seen', 4, 'open'],
        ['fresh', undefined],
      ],
    ],
    [
      "the change's answer is answered from at once",
      [
        ['seen', 4, 'open'],
        ['forget', 4],
        ['seen', 5, 'ended'],
        ['fresh', 'ended'],
      ],
    ],
    [
      'lag 0: nothing kept',
      [
        ['seen', 1, 'x'],
        ['fresh', undefined],
      ],
      0,
    ],
  ])('%s', (_rule, steps, ttl) => run(steps, ttl));

  it('keeps at most its number of customers, the longest unseen going first', () => {
    const cache = new LoginCache<string>(TTL, () => 0, 2);
    cache.seen('a', 1, 'a');
    cache.seen('b', 1, 'b');
    cache.seen('a', 2, 'a2');
    cache.seen('c', 1, 'c');
    expect([cache.fresh('a'), cache.fresh('b'), cache.fresh('c')]).toEqual(['a2', undefined, 'c']);
  });
});
