import { baseFiles, validateFiles } from './fixture';

describe('the schema validation fixture', () => {
  it('validates clean: every field type with a valid value, references, data sources, registry', async () => {
    expect(await validateFiles(await baseFiles())).toEqual([]);
  });
});
