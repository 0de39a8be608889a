import { formatProblem, validateProject } from '../../schemas/validation';
import { repoRoot } from './fixture';

describe('the repository', () => {
  it('validates clean: tastic schemas, node and project schemas, site files, registry', async () => {
    const problems = await validateProject(repoRoot);
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
