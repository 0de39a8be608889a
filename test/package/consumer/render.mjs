// Runs inside the scratch consumer project: renders each tastic's first story state on the server with
// the React the project installed, through the packed SDK only. Prints one JSON line.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import React, { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { loadTastics } from '@hirmer/storefront-sdk/tastics';

const tastics = await loadTastics();
import { AppProviders, ThemeScope, getProject, parseLocale, messagesFor, parseProjectConfiguration, setErrorReporter } from '@hirmer/storefront-sdk';

const fixtures = JSON.parse(readFileSync(new URL('./fixtures.json', import.meta.url), 'utf8'));
const consoleErrors = [];
const original = console.error;
console.error = (...args) => consoleErrors.push(args.map(String).join(' '));

const results = [];
for (const fixture of fixtures) {
  const reported = [];
  consoleErrors.length = 0;
  setErrorReporter((error) => reported.push(error instanceof Error ? error.message : String(error)));
  try {
    const project = getProject(fixture.globals.project ?? 'hrm');
    const locale = parseLocale(fixture.globals.locale ?? project.defaultLocale);
    const Tastic = tastics[fixture.tasticType];
    if (!Tastic) throw new Error(`no tastic registered for ${fixture.tasticType}`);
    const html = renderToString(
      h(
        AppProviders,
        {
          shop: {
            project,
            locale,
            environment: 'development',
            projectConfiguration: parseProjectConfiguration(fixture.parameters.projectConfiguration ?? {}, locale.language),
            search: { appId: 'embedded', apiKey: 'embedded-search-key', hosts: [] },
          },
          messages: messagesFor(locale.language),
          fallback: fixture.parameters.swrFallback ?? {},
        },
        h(ThemeScope, null, h(Tastic, fixture.args)),
      ),
    );
    results.push({ story: fixture.story, tasticType: fixture.tasticType, bytes: html.length, errors: [...reported, ...consoleErrors] });
  } catch (error) {
    results.push({
      story: fixture.story,
      tasticType: fixture.tasticType,
      bytes: 0,
      errors: [error instanceof Error ? error.stack : String(error), ...consoleErrors],
    });
  }
}
console.error = original;
const sdkRequire = createRequire(createRequire(import.meta.url).resolve('@hirmer/storefront-sdk/package.json'));
console.log(
  JSON.stringify({
    react: React.version,
    reactOfProject: createRequire(import.meta.url).resolve('react'),
    reactOfSdk: sdkRequire.resolve('react'),
    results,
  }),
);
