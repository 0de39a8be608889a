import type { Meta, StoryObj } from '@storybook/react-vite';
import Breadcrumb from '../../tastics/content/breadcrumb';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Breadcrumb',
  component: Breadcrumb,
  parameters: { tasticType: 'hirmer/content/breadcrumb' },
  args: {
    tasticId: 'story-breadcrumb',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { data: { ...allDevices, ...{} } } };
