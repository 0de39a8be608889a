import type { Meta, StoryObj } from '@storybook/react-vite';
import SearchBoxTastic from '../../tastics/listing/search-box';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Listing/Search box',
  component: SearchBoxTastic,
  parameters: { tasticType: 'hirmer/listing/search-box' },
  args: { tasticId: 'story-search-box', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof SearchBoxTastic>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
