import { describe, expect, it } from 'vitest';
import { getProject, localeWithLanguage, resolveLocale } from '../../src/config/projects';

describe('locale of a request', () => {
  it.each([
    ['a served locale is kept', 'hrm', 'pl_PL', 'pl_PL'],
    ['an unserved locale falls back to the project default', 'eck', 'fr_FR', 'de_DE'],
    ['no cookie gives the project default', 'hgg', undefined, 'de_DE'],
  ])('%s', (_rule, projectId, requested, expected) => {
    expect(resolveLocale(getProject(projectId), requested)).toBe(expected);
  });

  it.each([
    ['the product route language switches the page language in the current territory', 'hgg', 'de_AT', 'de', 'de_AT'],
    ['a language without a locale in the territory takes the project locale of that language', 'hgg', 'de_DE', 'en', 'en_GB'],
    ['an unknown language keeps the locale', 'hgg', 'de_DE', 'xx', 'de_DE'],
    ['projects without the language parameter ignore it', 'hrm', 'de_DE', 'en', 'de_DE'],
  ])('%s', (_rule, projectId, current, language, expected) => {
    expect(localeWithLanguage(getProject(projectId), current, language)).toBe(expected);
  });
});
