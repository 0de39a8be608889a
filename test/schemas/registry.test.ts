import type { Files } from './fixture';
import { ruleTable } from './expect-problem';
import { baseFiles, validateFiles } from './fixture';

const REGISTRY = 'tastics/index.ts';
const withSecondSchema = (f: Files) => (f['tastics/content/other/schema.json'] = { tasticType: 'hirmer/content/other', name: 'Other', schema: [] });

ruleTable('the tastic registry', [
  {
    rule: 'a registered type has a schema.json',
    breakIt: (f) =>
      (f[REGISTRY] =
        `const hello = async () => ({ default: () => null });\nexport const tasticLoaders = { 'hirmer/content/hello': hello, 'hirmer/content/ghost': hello };\n`),
    file: REGISTRY,
    path: '/hirmer~1content~1ghost',
    message: /'hirmer\/content\/ghost' is registered but no tastics\/\*\*\/schema.json has this tasticType/,
  },
  {
    rule: 'a registered type loads a component',
    breakIt: (f) => (f[REGISTRY] = `export const tasticLoaders = { 'hirmer/content/hello': async () => ({ default: 'Hello' }) };\n`),
    file: REGISTRY,
    path: '/hirmer~1content~1hello',
    message: /must load a module whose default export is a React component/,
  },
  {
    rule: "a registered type's module loads",
    breakIt: (f) => (f[REGISTRY] = `export const tasticLoaders = { 'hirmer/content/hello': () => import('./content/nowhere/index.tsx') };\n`),
    file: REGISTRY,
    path: '/hirmer~1content~1hello',
    message: /'hirmer\/content\/hello' could not be loaded/,
  },
  {
    rule: 'every schema.json is registered',
    breakIt: withSecondSchema,
    file: 'tastics/content/other/schema.json',
    path: '/tasticType',
    message: /'hirmer\/content\/other' is not registered in tastics\/index.ts/,
  },
  {
    rule: 'a tastic folder has index.tsx',
    breakIt: withSecondSchema,
    file: 'tastics/content/other/schema.json',
    path: '',
    message: /tastics\/content\/other\/ has no index.tsx/,
  },
  {
    rule: 'a tastic has a story',
    breakIt: (f) => delete f['stories/content/hello.stories.tsx'],
    file: 'tastics/content/hello/schema.json',
    path: '',
    message: /no story: stories\/content\/hello.stories.tsx is missing/,
  },
  {
    rule: 'the story names its tasticType',
    breakIt: (f) => (f['stories/content/hello.stories.tsx'] = 'export default { title: "Hello" };\n'),
    file: 'stories/content/hello.stories.tsx',
    path: '',
    message: /does not mention its tasticType 'hirmer\/content\/hello'/,
  },
  {
    rule: 'the registry exists when tastics have schemas',
    breakIt: (f) => delete f[REGISTRY],
    file: REGISTRY,
    path: '',
    message: /the tastic registry is missing/,
  },
  {
    rule: "the registry exports 'tasticLoaders'",
    breakIt: (f) => (f[REGISTRY] = 'export const registry = {};\n'),
    file: REGISTRY,
    path: '',
    message: /must export 'tasticLoaders'/,
  },
  {
    rule: 'the registry imports',
    breakIt: (f) => (f[REGISTRY] = `import X from './nowhere';\nexport const tasticLoaders = { x: X };\n`),
    file: REGISTRY,
    path: '',
    message: /could not be imported/,
  },
]);

describe('the tastic registry when there are no tastics yet', () => {
  it('is not required', async () => {
    const files = await baseFiles();
    for (const key of Object.keys(files)) if (key.startsWith('tastics/') || key.startsWith('stories/')) delete files[key];
    for (const key of ['site/pages/home.json', 'site/dynamic/product.json']) delete files[key];
    const sakkos = files['site/pages/sakkos.json'] as { pageFolder: { parentId: string | null; path: string } };
    sakkos.pageFolder.parentId = null;
    expect(await validateFiles(files)).toEqual([]);
  });
});
