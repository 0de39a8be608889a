import type { DataSourceConfiguration, DataSourceContext, Request } from '@frontastic/extension-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinBudget } from '../../extensions/lib/budget';
import { runtimeDataSource, runtimePageHandler } from '../../extensions/request-context';
import { BackendUnavailableError, requestScope } from '../../extensions/services/request-scope';
import { MAX_ACTION_TIME_BUDGET_MS } from '../../extensions/settings';

/** A call that never answers (a backend that holds it back). */
const never = <T>() => new Promise<T>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('withinBudget', () => {
  it("answers the work's answer, its backend calls seeing a deadline before the budget's end", async () => {
    const before = Date.now();
    const seen = await withinBudget(
      'test',
      1_000,
      'request-1',
      async () => requestScope(),
      () => null,
    );
    expect(seen).toMatchObject({ budgetMs: 1_000, requestId: 'request-1' });
    expect(seen!.deadline).toBeGreaterThanOrEqual(before + 900);
    expect(seen!.deadline).toBeLessThan(before + 1_000);
  });

  it('answers the overrun answer when the work has not settled by the end of the budget', async () => {
    vi.useFakeTimers();
    const answer = withinBudget('test', 500, 'request-2', never<string>, () => 'without the backend');
    await vi.advanceTimersByTimeAsync(499);
    const early = await Promise.race([answer, Promise.resolve('pending')]);
    expect(early).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('without the backend');
  });

  it('fails with what the overrun throws', async () => {
    vi.useFakeTimers();
    const answer = withinBudget('test', 500, 'request-3', never<string>, () => {
      throw new BackendUnavailableError('late');
    });
    const settled = expect(answer).rejects.toBeInstanceOf(BackendUnavailableError);
    await vi.advanceTimersByTimeAsync(500);
    await settled;
  });
});

describe('the runtime adapters of data sources and the dynamic page handler', () => {
  const config = { dataSourceId: 'list', type: 'hirmer/product-list', name: 'list', configuration: {} } as unknown as DataSourceConfiguration;
  const context = { frontasticContext: undefined, request: { query: {} } } as unknown as DataSourceContext;

  it('answers a data source that does not answer within the budget with what it has without the backend', async () => {
    vi.useFakeTimers();
    const handler = runtimeDataSource(never, () => ({ dataSourcePayload: 'without the backend' }));
    const answer = handler(config, context);
    await vi.advanceTimersByTimeAsync(MAX_ACTION_TIME_BUDGET_MS);
    await expect(answer).resolves.toEqual({ dataSourcePayload: 'without the backend' });
  });

  it('answers a data source whose backend did not answer the same way, and lets other errors through', async () => {
    const unavailable = runtimeDataSource(
      () => Promise.reject(new BackendUnavailableError('no answer')),
      () => ({ dataSourcePayload: null }),
    );
    await expect(unavailable(config, context)).resolves.toEqual({ dataSourcePayload: null });
    const broken = runtimeDataSource(
      () => Promise.reject(new TypeError('a bug')),
      () => ({ dataSourcePayload: null }),
    );
    await expect(broken(config, context)).rejects.toBeInstanceOf(TypeError);
  });

  it('fails a page the handler has not resolved within the budget as BackendUnavailableError', async () => {
    vi.useFakeTimers();
    const handler = runtimePageHandler(never);
    const answer = handler({ path: '/p/slow/P1', method: 'GET', query: {} } as Request, { frontasticContext: undefined } as never);
    const settled = expect(answer).rejects.toBeInstanceOf(BackendUnavailableError);
    await vi.advanceTimersByTimeAsync(MAX_ACTION_TIME_BUDGET_MS);
    await settled;
  });
});
