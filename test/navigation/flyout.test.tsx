import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Flyout } from '../../tastics/navigation/header/Flyout';
import { renderInShop } from '../support/render';

const media = (file: string, title?: string) => ({ media: { mediaId: file, file, width: 400, height: 300 }, ...(title ? { title } : {}) });

describe('flyout panel', () => {
  it("shows the node's navigation image as a link, and a highlighted entry with its text and image", async () => {
    renderInShop(
      <Flyout
        id="f"
        open
        flyout={{
          groups: [
            {
              title: 'Business',
              columns: 1,
              links: [
                {
                  id: 's',
                  label: 'Sakkos',
                  href: '/sakkos',
                  isPremiumSale: false,
                  highlight: { tag: 'Neu', description: 'Die neue Saison', media: media('/h.svg') },
                },
              ],
            },
          ],
          teasers: [],
          image: { media: media('/static/teasers/autumn.svg', 'Herbstmode'), href: '/herbst' },
        }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Herbstmode' })).toHaveAttribute('href', '/herbst');
    const sakkos = screen.getByRole('link', { name: /Sakkos/ });
    expect(sakkos).toHaveTextContent('Die neue Saison');
    expect(sakkos.querySelector('img')).toHaveAttribute('src', '/h.svg');
  });
});
