import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateProject, type Problem } from '../../schemas/validation';

/**
 * A small, complete project (one tastic using every value-carrying field type, two page folders,
 * a dynamic page, the real node and project schemas and project.json) that validates clean. Each
 * test breaks one thing in a copy and expects the problem naming file and JSON pointer.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Files = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: JSON fixtures are edited freely by the rule rows
export type Json = any;

const HELLO_TYPE = 'hirmer/content/hello';

export function helloSchema(): Json {
  return {
    tasticType: HELLO_TYPE,
    name: 'Hello',
    category: 'Content',
    icon: 'waving_hand',
    schema: [
      {
        name: 'Content',
        fields: [
          { label: 'Headline', field: 'headline', type: 'string', required: true, maxLength: 20 },
          { label: 'Body', field: 'body', type: 'markdown' },
          { label: 'Count', field: 'count', type: 'integer', default: 3 },
          { label: 'Ratio', field: 'ratio', type: 'decimal' },
          { label: 'Enabled', field: 'enabled', type: 'boolean', default: true },
          {
            label: 'Align',
            field: 'align',
            type: 'enum',
            default: 'left',
            values: [
              { name: 'Left', value: 'left' },
              { name: 'Right', value: 'right' },
            ],
          },
          { label: 'Starts', field: 'startsAt', type: 'instant' },
          { label: 'Colour', field: 'colour', type: 'string', translatable: false, format: 'hex' },
          { label: 'Mail', field: 'mail', type: 'string', translatable: false, format: 'email' },
          { type: 'description', text: 'Links below.' },
          { label: 'Countries', field: 'countries', type: 'string', translatable: false },
        ],
      },
      {
        name: 'Links and data',
        fields: [
          { label: 'Image', field: 'image', type: 'media' },
          { label: 'Link', field: 'link', type: 'reference' },
          { label: 'Target', field: 'target', type: 'node' },
          { label: 'Menu', field: 'menu', type: 'tree' },
          {
            label: 'Items',
            field: 'items',
            type: 'group',
            min: 0,
            max: 3,
            itemLabelField: 'title',
            fields: [
              { label: 'Title', field: 'title', type: 'string', required: true },
              { label: 'Url', field: 'url', type: 'string', translatable: false, format: 'url' },
            ],
          },
          { label: 'Products', field: 'products', type: 'dataSource', dataSourceType: 'frontastic/product-list' },
          { label: 'Secret', field: 'secret', type: 'encrypted' },
          { label: 'Raw', field: 'raw', type: 'json' },
        ],
      },
    ],
  };
}

function tastic(tasticId: string, configuration: Json): Json {
  return { tasticId, tasticType: HELLO_TYPE, configuration };
}

export function helloConfiguration(): Json {
  return {
    headline: { de: 'Hallo', en: 'Hello', de_CH: 'Grüezi' },
    body: 'Some **text**',
    count: 2,
    ratio: 1.5,
    enabled: false,
    align: 'right',
    startsAt: '2025-03-01T08:00:00Z',
    colour: '#a0b1c2',
    mail: 'service@example.com',
    image: { media: { mediaId: 'm1', file: '/media/m1.jpg', width: 800, height: 600, name: 'm1' }, title: { de: 'Bild', en: 'Picture' }, ratio: '4:3' },
    link: { type: 'page-folder', pageFolder: { pageFolderId: 'sakkos' }, openInNewWindow: false },
    target: { pageFolderId: 'home' },
    menu: { node: { pageFolderId: 'home' }, depth: 2 },
    items: [
      { title: 'One', url: 'https://example.com/a' },
      { title: { de: 'Zwei', en: 'Two' }, url: '/zwei' },
    ],
    products: 'ds-products',
    secret: 's3cr3t',
    raw: { any: ['thing'] },
    mobile: true,
    tablet: false,
    desktop: true,
  };
}

function page(pageId: string, tastics: Json[]): Json {
  return { pageId, sections: { main: { sectionId: 'main', layoutElements: [{ layoutElementId: `${pageId}-le`, configuration: { size: 12 }, tastics }] } } };
}

export async function baseFiles(): Promise<Files> {
  const real = async (file: string) => JSON.parse(await readFile(path.join(repoRoot, file), 'utf8'));
  return {
    'schemas/node-configuration.schema.json': await real('schemas/node-configuration.schema.json'),
    'schemas/project-configuration.schema.json': await real('schemas/project-configuration.schema.json'),
    'site/project.json': await real('site/project.json'),
    'tastics/content/hello/schema.json': helloSchema(),
    'tastics/content/hello/index.tsx': 'export default function Hello() {\n  return null;\n}\n',
    'tastics/index.ts': `export const tasticLoaders = { '${HELLO_TYPE}': () => import('./content/hello/index.tsx') };\n`,
    'stories/content/hello.stories.tsx': `export default { title: 'Hello', args: { tasticType: '${HELLO_TYPE}' } };\n`,
    'site/pages/home.json': {
      pageFolder: {
        pageFolderId: 'home',
        parentId: null,
        name: 'Home',
        path: '/',
        configuration: { pageName: { de: 'Startseite', en: 'Home' }, showInNavigation: true, seoTitle: 'Hirmer', canonicalUrl: '/' },
        dataSourceConfigurations: [{ dataSourceId: 'ds-products', type: 'frontastic/product-list', configuration: {} }],
      },
      page: page('home-page', [tastic('t-1', { headline: 'Minimal' }), tastic('t-2', helloConfiguration())]),
    },
    'site/pages/sakkos.json': {
      pageFolder: {
        pageFolderId: 'sakkos',
        parentId: 'home',
        name: 'Sakkos',
        path: '/herren/sakkos',
        configuration: {
          pimSlug: 'herren-sakkos',
          MobileAppStyle: 'main red',
          mobileNavigationIndex: 10,
          canonicalUrl: '/herren/sakkos',
          flyoutTeaser: [
            {
              imagesList: [{ image: { media: { mediaId: 'f1', file: '/media/f1.jpg' } } }],
              link: { type: 'link', link: '/sale', openInNewWindow: false },
              occupiedColumns: '3',
            },
          ],
        },
      },
      page: page('sakkos-page', []),
    },
    'site/dynamic/product.json': {
      dynamicPageType: 'frontastic/product-detail-page',
      page: page('pdp', [tastic('t-pdp', { headline: 'PDP', products: '__master' })]),
    },
  };
}

export async function validateFiles(files: Files): Promise<Problem[]> {
  // The fixture's tastics import nothing, so a directory outside the repository works.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'schema-fixture-'));
  try {
    for (const [file, content] of Object.entries(files)) {
      if (content === undefined) continue;
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    }
    return await validateProject(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
