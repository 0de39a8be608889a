import type { Meta, StoryObj } from '@storybook/react-vite';
import Brands from '../../tastics/navigation/brands';
import { allDevices, storyPageFolder } from '../support/tastic';
import { navigationTree } from '../support/navigation';

const brandsNode = navigationTree.children.find((n) => n.pageFolderId === 'node-marken')!;

const meta = {
  title: 'Tastics/Navigation/Brands',
  component: Brands,
  parameters: { tasticType: 'hirmer/navigation/brands' },
  args: { tasticId: 'story-brands', pageFolder: storyPageFolder, data: { ...allDevices, brands: brandsNode } },
} satisfies Meta<typeof Brands>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Letters: Story = {};
export const RangesForEckerle: Story = { globals: { project: 'eck' } };
export const NoBrands: Story = { args: { data: { ...allDevices, brands: { ...brandsNode, children: [] } } } };
