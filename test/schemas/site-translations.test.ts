import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/host';

const OTHERS = ['cs', 'pl', 'nl', 'fr'] as const;
/** Words that are the same in English and another shop language (Dutch and French "Contact", ...). */
const SAME_WORD = new Set(['Contact', 'Contact | Hirmer', 'Home', 'Sets & outfits', 'Sets & outfits | Hirmer', '# Sets & outfits']);

/** Every translatable text of the site's pages: one whose Czech, Polish, Dutch or French is the English text was not translated. */
function untranslated(value: unknown, at: string, out: string[]): void {
  if (Array.isArray(value)) return value.forEach((v, i) => untranslated(v, `${at}[${i}]`, out));
  if (!value || typeof value !== 'object') return;
  const texts = value as Record<string, unknown>;
  if (['de', 'en', ...OTHERS].every((l) => typeof texts[l] === 'string')) {
    const en = texts.en as string;
    if (!/[a-z]{3}/i.test(en) || SAME_WORD.has(en) || en === texts.de) return;
    for (const language of OTHERS) if (texts[language] === en) out.push(`${at} (${language}): ${en.slice(0, 50)}`);
    return;
  }
  for (const [key, v] of Object.entries(texts)) untranslated(v, `${at}/${key}`, out);
}

describe('site pages in the six languages', () => {
  it('translate every text into Czech, Polish, Dutch and French, not only English', () => {
    const dir = path.join(REPO_ROOT, 'site/pages');
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      untranslated(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file, found);
    }
    untranslated(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'site/project.json'), 'utf8')), 'project.json', found);
    expect(found).toEqual([]);
  });
});
