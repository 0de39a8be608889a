import type { Meta, StoryObj } from '@storybook/react-vite';
import PageViewTracker from '../../tastics/content/page-view-tracker';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Page view tracker',
  component: PageViewTracker,
  parameters: { tasticType: 'hirmer/content/page-view-tracker' },
  args: {
    tasticId: 'story-page-view-tracker',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof PageViewTracker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { data: { ...allDevices, ...{ pageType: 'alist' } } } };
