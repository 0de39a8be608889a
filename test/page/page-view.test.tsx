import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen } from '@testing-library/react';
import { PageView } from '../../src/page/PageView';
import type { TasticRegistry } from '../../src/shop/registry';
import { setErrorReporter } from '../../src/tracking/report-error';
import { renderInShop } from '../support/render';
import { pageWith } from '../support/page';

const Hello = ({ data }: { data: { name?: string } }) => <p>Hello {data.name}</p>;
const Boom = () => {
  throw new Error('boom');
};
const registry: TasticRegistry = { 'test/hello': Hello, 'test/boom': Boom };

afterEach(() => setErrorReporter(null));

describe('page renderer', () => {
  it('renders each tastic with its data', () => {
    renderInShop(<PageView data={pageWith([{ tasticType: 'test/hello', configuration: { name: 'Max' } }])} registry={registry} />);
    expect(screen.getByText('Hello Max')).toBeInTheDocument();
  });

  it('does not render a block limited to other countries at all (not merely hidden)', () => {
    const { container } = renderInShop(
      <PageView
        data={pageWith([
          { tasticType: 'test/hello', configuration: { name: 'Polen', countries: 'PL;CZ' } },
          { tasticType: 'test/hello', configuration: { name: 'Deutschland', countries: 'de; at' } },
        ])}
        registry={registry}
      />,
      { locale: 'de_DE' },
    );
    expect(screen.queryByText('Hello Polen')).toBeNull();
    expect(screen.getByText('Hello Deutschland')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-tastic-type]')).toHaveLength(1);
  });

  it('shows a visible placeholder for an unknown tasticType in development', () => {
    renderInShop(<PageView data={pageWith([{ tasticType: 'test/unknown' }])} registry={registry} />, { environment: 'development' });
    expect(screen.getByRole('note')).toHaveTextContent('test/unknown');
  });

  it('renders nothing for an unknown tasticType in production', () => {
    const { container } = renderInShop(<PageView data={pageWith([{ tasticType: 'test/unknown' }])} registry={registry} />, {
      environment: 'production',
    });
    expect(container.querySelector('[data-tastic-type]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps the page when a tastic throws, and reports the error', () => {
    const reported: unknown[] = [];
    setErrorReporter((error, context) => reported.push({ error, context }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInShop(
      <PageView data={pageWith([{ tasticType: 'test/boom' }, { tasticType: 'test/hello', configuration: { name: 'still here' } }])} registry={registry} />,
      { environment: 'production' },
    );
    expect(screen.getByText('Hello still here')).toBeInTheDocument();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ context: { source: 'tastic', tasticType: 'test/boom' } });
  });

  it('hides layout elements and tastics on the devices they are switched off for', () => {
    const { container } = renderInShop(
      <PageView data={pageWith([{ tasticType: 'test/hello', configuration: { desktop: false } }], { mobile: false, size: 6 })} registry={registry} />,
    );
    expect(container.querySelector('[data-layout-element-id="le"]')).toHaveClass('col-6', 'hide-mobile');
    expect(container.querySelector('[data-tastic-id="t0"]')).toHaveClass('hide-desktop');
  });
});
