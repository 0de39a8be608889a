import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../extensions/routes';

describe('route table', () => {
  it('matches a known path and method', () => {
    const match = matchRoute('GET', '/health/actions');
    expect(match && 'route' in match && match.route.action).toBe('health');
  });
  it('reports the allowed methods when only the method is wrong', () => {
    expect(matchRoute('POST', '/health/actions')).toEqual({ allowed: ['GET'] });
  });
  it('does not match an unknown path', () => {
    expect(matchRoute('GET', '/api/nothing')).toBeNull();
  });
});
