/**
 * Every story of a tastic as plain data (the tastic type, the story's args, the parameters and
 * globals the story decorator reads), so a project outside this repository can render it with the
 * packed SDK alone.
 */
export interface StoryFixture {
  story: string;
  tasticType: string;
  args: Record<string, unknown>;
  parameters: { projectConfiguration?: unknown; swrFallback?: Record<string, unknown> };
  globals: { project?: string; locale?: string };
}

interface StoryModule {
  default?: { title?: string; args?: Record<string, unknown>; parameters?: Record<string, unknown>; globals?: Record<string, unknown> };
  [name: string]: unknown;
}

type StoryExport = { args?: Record<string, unknown>; parameters?: Record<string, unknown>; globals?: Record<string, unknown> };

export function storyFixtures(modules: Record<string, unknown>): StoryFixture[] {
  const fixtures: StoryFixture[] = [];
  for (const [file, raw] of Object.entries(modules)) {
    const module = raw as StoryModule;
    const meta = module.default ?? {};
    const tasticType = meta.parameters?.tasticType;
    if (typeof tasticType !== 'string') continue;
    for (const [name, value] of Object.entries(module)) {
      if (name === 'default' || name.startsWith('__') || typeof value !== 'object' || value === null) continue;
      const story = value as StoryExport;
      const parameters = { ...meta.parameters, ...story.parameters };
      const fixture: StoryFixture = {
        story: `${file.replace(/^.*stories\//, '')}#${name}`,
        tasticType,
        args: { ...meta.args, ...story.args },
        parameters: {
          projectConfiguration: parameters.projectConfiguration,
          swrFallback: parameters.swrFallback as Record<string, unknown> | undefined,
        },
        globals: { ...meta.globals, ...story.globals } as StoryFixture['globals'],
      };
      const plain = JSON.parse(JSON.stringify(fixture)) as StoryFixture;
      if (JSON.stringify(plain) !== JSON.stringify(fixture) || !sameKeys(plain.args, fixture.args)) {
        throw new Error(`${fixture.story}: its args are not plain data (functions or elements), so no other project can render it`);
      }
      fixtures.push(plain);
    }
  }
  return fixtures;
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).length === Object.keys(b).filter((k) => b[k] !== undefined).length;
}
