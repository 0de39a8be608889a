import type { Meta, StoryObj } from '@storybook/react-vite';
import TeaserBoxTastic from '../../tastics/listing/teaser-box';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Listing/Teaser box',
  component: TeaserBoxTastic,
  parameters: { tasticType: 'hirmer/listing/teaser-box' },
  args: {
    tasticId: 'story-teaser-box',
    pageFolder: storyPageFolder,
    data: {
      ...allDevices,
      size: '2',
      elements: [
        {
          image: { media: { mediaId: 'a', file: '/static/teasers/autumn.svg', width: 600, height: 800 } },
          imageAlt: 'Herbst',
          headline: 'Herbst',
          link: { type: 'link', link: '/bekleidung' },
        },
        {
          image: { media: { mediaId: 'b', file: '/static/teasers/brands.svg', width: 600, height: 800 } },
          imageAlt: 'Marken',
          headline: 'Marken',
          link: { type: 'link', link: '/marken' },
        },
      ],
    },
  },
} satisfies Meta<typeof TeaserBoxTastic>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OtherCountry: Story = { args: { data: { ...allDevices, countries: 'PL', elements: [] } } };
