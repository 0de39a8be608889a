import { afterEach, describe, expect, it } from 'vitest';
import { pageTasticLoaders, TASTIC_SCRIPTS_ELEMENT_ID } from '../../host/client/tastic-scripts';

describe("the page's tastic scripts, in the browser", () => {
  afterEach(() => document.getElementById(TASTIC_SCRIPTS_ELEMENT_ID)?.remove());

  it('makes a loader for each tastic the page names, and none for others', () => {
    const element = document.body.appendChild(document.createElement('script'));
    element.type = 'application/json';
    element.id = TASTIC_SCRIPTS_ELEMENT_ID;
    element.textContent = JSON.stringify({ 'hirmer/content/spacer': '/assets/chunks/spacer-1.js', 'hirmer/content/footer': '/assets/chunks/footer-1.js' });
    const loaders = pageTasticLoaders(document);
    expect(Object.keys(loaders).sort()).toEqual(['hirmer/content/footer', 'hirmer/content/spacer']);
    expect(typeof loaders['hirmer/content/spacer']).toBe('function');
  });

  it('has no loaders on a page that names no scripts', () => {
    expect(pageTasticLoaders(document)).toEqual({});
  });
});
