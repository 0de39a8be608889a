import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { ServedMarkup } from '../../src/ui/content/ServedMarkup';
import { StaticMarkdown, loadMarkdown } from '../../src/ui/content/Markdown';

let root: Root | null = null;
let container: HTMLElement;

/** The server's render: no document there (jsdom has one, so it is hidden for the render). */
function serverRender(node: React.ReactNode): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllGlobals();
  }
}

function mount(html: string): HTMLElement {
  container = window.document.createElement('div');
  container.innerHTML = html;
  window.document.body.append(container);
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  window.document.body.innerHTML = '';
});

const browserRenders: string[] = [];
/** Says where it rendered: the server's text differs from the browser's. */
function Where({ name }: { name: string }) {
  if (typeof document === 'undefined') return <p>{`served ${name}`}</p>;
  browserRenders.push(name);
  return <p>{`browser ${name}`}</p>;
}

describe('ServedMarkup', () => {
  it('keeps the served markup when hydrating, without rendering its children in the browser', async () => {
    browserRenders.length = 0;
    const html = serverRender(
      <ServedMarkup>
        <Where name="kept" />
      </ServedMarkup>,
    );
    expect(html).toContain('served kept');
    const element = mount(html);
    const paragraph = element.querySelector('p');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        element,
        <ServedMarkup>
          <Where name="kept" />
        </ServedMarkup>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(element.querySelector('p')).toBe(paragraph);
    expect(element.textContent).toBe('served kept');
    expect(browserRenders).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders its children in a browser render (no served markup)', async () => {
    browserRenders.length = 0;
    const element = mount('');
    await act(async () => {
      root = createRoot(element);
      root.render(
        <ServedMarkup>
          <Where name="fresh" />
        </ServedMarkup>,
      );
    });
    expect(element.textContent).toBe('browser fresh');
    expect(browserRenders).toEqual(['fresh']);
  });
});

/** A section with a toggle: its re-renders reach the Markdown's props anew. */
function Section({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section>
      <StaticMarkdown options={{ forceBlock: true, disableParsingRawHTML: true }}>{text}</StaticMarkdown>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? 'less' : 'more'}
      </button>
    </section>
  );
}
describe('StaticMarkdown', () => {
  it("keeps the served text through its parent's re-renders, and renders new text", async () => {
    await loadMarkdown(); // the server has it loaded before rendering
    const html = serverRender(<Section text={'Warm **wool** coats'} />);
    expect(html).toContain('<strong>wool</strong>');
    const element = mount(html);
    const strong = element.querySelector('strong');
    await act(async () => {
      root = hydrateRoot(element, <Section text={'Warm **wool** coats'} />);
    });
    // The parent re-renders (its toggle): the served text stays, the very same elements.
    await act(async () => element.querySelector('button')!.click());
    expect(element.querySelector('button')!.textContent).toBe('less');
    expect(element.querySelector('strong')).toBe(strong);
    // New text is rendered in the browser.
    await act(async () => root!.render(<Section text={'Light *linen* shirts'} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(element.querySelector('em')?.textContent).toBe('linen');
    expect(element.textContent).toContain('Light linen shirts');
  });
});
