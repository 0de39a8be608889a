import type { Meta, StoryObj } from '@storybook/react-vite';
import CategoryBar from '../../tastics/listing/category-bar';
import { allDevices, storyPageFolder } from '../support/tastic';
import { navigationTree } from '../support/navigation';

const meta = {
  title: 'Tastics/Listing/Category bar',
  component: CategoryBar,
  parameters: { tasticType: 'hirmer/listing/category-bar' },
  args: { tasticId: 'story-category-bar', pageFolder: storyPageFolder, data: { ...allDevices, tree: navigationTree.children[0] ?? navigationTree } },
} satisfies Meta<typeof CategoryBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
