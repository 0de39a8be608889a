import path from 'node:path';
import { readJson } from './files';
import type { Problem } from './problem';
import { Reporter } from './problem';
import { checkRegistry } from './registry';
import { loadSiteFiles } from './site-files';
import { checkSite } from './site-rules';
import { loadConfigurationSchema, loadTasticSchemas } from './tastic-schemas';
import { checkValues } from './values';
import { LANGUAGES } from '../../src/config/languages';
import { parseProjectConfiguration } from '../../src/domain/project-configuration';

export const NODE_CONFIGURATION_SCHEMA = 'node-configuration.schema.json';
export const PROJECT_CONFIGURATION_SCHEMA = 'project-configuration.schema.json';
export const PROJECT_CONFIGURATION_FILE = 'site/project.json';

export interface ValidationSummary {
  problems: Problem[];
  counts: { tasticSchemas: number; configurationSchemas: number; sitePages: number; dynamicPages: number; tastics: number };
}

/** Everything `validateProject` checks, with what it looked at. */
export async function validateProjectWithSummary(rootDir: string): Promise<ValidationSummary> {
  const tastics = await loadTasticSchemas(rootDir);
  const node = await loadConfigurationSchema(rootDir, NODE_CONFIGURATION_SCHEMA, 'node');
  const project = await loadConfigurationSchema(rootDir, PROJECT_CONFIGURATION_SCHEMA, 'project');
  const site = await loadSiteFiles(rootDir);
  const problems = [...tastics.problems, ...node.problems, ...project.problems, ...site.problems];
  problems.push(...checkSite(site.entries, tastics.byType, node.schema));

  if (project.schema) {
    const read = await readJson(rootDir, path.join(rootDir, PROJECT_CONFIGURATION_FILE));
    if (!read.ok) problems.push(read.problem);
    else {
      const r = new Reporter(PROJECT_CONFIGURATION_FILE);
      checkValues(project.schema.fields, read.value, '', {}, r, { what: 'the project configuration' });
      if (r.problems.length === 0) checkResolvable(read.value, r);
      problems.push(...r.problems);
    }
  }
  problems.push(...(await checkRegistry(rootDir, tastics)));

  const tasticCount = site.entries.reduce(
    (sum, e) => sum + Object.values(e.page.sections).reduce((s, section) => s + (section?.layoutElements.reduce((n, l) => n + l.tastics.length, 0) ?? 0), 0),
    0,
  );
  return {
    problems,
    counts: {
      tasticSchemas: tastics.files.length,
      configurationSchemas: [node.schema, project.schema].filter(Boolean).length,
      sitePages: site.entries.filter((e) => e.kind === 'page').length,
      dynamicPages: site.entries.filter((e) => e.kind === 'dynamic').length,
      tastics: tasticCount,
    },
  };
}

/** Values the schema accepts but actions could not use (a country list of names, say) fail here, not at run time. */
function checkResolvable(stored: unknown, r: Reporter): void {
  const seen = new Set<string>();
  for (const language of LANGUAGES) {
    try {
      parseProjectConfiguration(stored, language);
    } catch (error) {
      const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues ?? [{ path: [], message: String(error) }];
      for (const issue of issues) {
        const key = `${String(issue.path[0] ?? '')}: ${issue.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const where = issue.path.length > 1 ? ` (resolved ${issue.path.map(String).join('.')})` : '';
        r.error(issue.path.length ? `/${String(issue.path[0])}` : '', `cannot be resolved for '${language}': ${issue.message}${where}`);
      }
    }
  }
}

/**
 * Validates the editor schemas, the site files and the tastic registry of the project at
 * `rootDir`. The host calls it at start and refuses to serve when it returns problems.
 */
export async function validateProject(rootDir: string): Promise<Problem[]> {
  return (await validateProjectWithSummary(rootDir)).problems;
}
