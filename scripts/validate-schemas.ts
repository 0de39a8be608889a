import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, validateProjectWithSummary } from '../schemas/validation';

/**
 * `npm run validate:schemas [rootDir]`: checks tastic schemas, the node and project configuration
 * schemas, the site files and the tastic registry. One line per problem, exit 1; else a summary.
 */
const rootDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

const { problems, counts } = await validateProjectWithSummary(rootDir);
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`${problems.length} problem(s).`);
  process.exit(1);
}
console.log(
  `Schemas valid: ${counts.tasticSchemas} tastic schema(s), ${counts.configurationSchemas} configuration schema(s), ` +
    `${counts.sitePages} page(s), ${counts.dynamicPages} dynamic page(s), ${counts.tastics} tastic instance(s).`,
);
