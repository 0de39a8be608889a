import type { Meta, StoryObj } from '@storybook/react-vite';
import ProductList from '../../tastics/listing/product-list';
import { allDevices, storyPageFolder } from '../support/tastic';
import { listingPayload, listingResult } from './fixtures';

const meta = {
  title: 'Tastics/Listing/Product list',
  component: ProductList,
  parameters: { tasticType: 'hirmer/listing/product-list', layout: 'fullscreen' },
  args: {
    tasticId: 'story-product-list',
    pageFolder: storyPageFolder,
    data: { ...allDevices, source: { dataSourceId: 'list', dataSource: listingPayload(listingResult(24, { nbHits: 24 })) }, filterCount: 5 },
  },
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: { data: { ...allDevices, source: { dataSourceId: 'list', dataSource: listingPayload(listingResult(0, { nbHits: 0 })) } } },
};

export const WithBreaker: Story = {
  args: {
    data: {
      ...allDevices,
      source: { dataSourceId: 'list', dataSource: listingPayload(listingResult(24)) },
      breakers: [
        {
          titleText: 'Herbst-Looks',
          subtitleText: 'Neu eingetroffen',
          images: [
            {
              image: { media: { mediaId: 'a', file: '/static/teasers/autumn.svg', width: 600, height: 800 } },
              imageAltText: 'Herbst',
              itemNumberLink: '10000011',
            },
          ],
        },
      ],
    },
  },
};
