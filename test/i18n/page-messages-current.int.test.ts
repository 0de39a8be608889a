import { expect, it } from 'vitest';
import generated from '../../src/i18n/page-messages.generated.json';
import { scanPageMessages } from '../../scripts/page-messages';

/** The messages each page sends are read from the tastics' code (esbuild reads each tastic's module graph): run `npm run messages:pages` after changing which messages a tastic shows. */
it('page-messages.generated.json is what `npm run messages:pages` reads from the code now', async () => {
  expect(generated).toEqual(await scanPageMessages());
});
