import type { Meta, StoryObj } from '@storybook/react-vite';
import SearchPage from '../../tastics/listing/search';
import { allDevices, storyPageFolder } from '../support/tastic';
import { listingPayload, listingResult } from './fixtures';

const meta = {
  title: 'Tastics/Listing/Search results',
  component: SearchPage,
  parameters: { tasticType: 'hirmer/listing/search', layout: 'fullscreen' },
  args: {
    tasticId: 'story-search',
    pageFolder: { ...storyPageFolder, path: '/search' },
    data: {
      ...allDevices,
      source: {
        dataSourceId: 'search',
        dataSource: listingPayload(
          listingResult(12, { queryID: 'a'.repeat(32), suggestedTerms: ['sakko blau', 'sakko slim fit'] }),
          { query: 'sakko' },
          { search: true },
        ),
      },
    },
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const NoResults: Story = {
  args: {
    data: {
      ...allDevices,
      source: { dataSourceId: 'search', dataSource: listingPayload(listingResult(0, { nbHits: 0 }), { query: 'xyz' }, { search: true }) },
    },
  },
};
