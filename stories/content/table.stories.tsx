import type { Meta, StoryObj } from '@storybook/react-vite';
import Table from '../../tastics/content/table';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Table',
  component: Table,
  parameters: { tasticType: 'hirmer/content/table' },
  args: {
    tasticId: 'story-table',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  args: {
    data: {
      ...allDevices,
      ...{ caption: 'Konfektionsgrößen', table: 'Größe | Brust | Taille\n46 | 92 cm | 80 cm\n48 | 96 cm | 84 cm\n50 | 100 cm | 88 cm\n52 | 104 cm | 92 cm' },
    },
  },
};
