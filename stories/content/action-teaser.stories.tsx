import type { Meta, StoryObj } from '@storybook/react-vite';
import ActionTeaser from '../../tastics/content/action-teaser';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Action teaser',
  component: ActionTeaser,
  parameters: { tasticType: 'hirmer/content/action-teaser' },
  args: {
    tasticId: 'story-action-teaser',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof ActionTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        active: true,
        headline: 'Winter-Sale',
        text: 'Bis zu 50 %',
        linkText: 'Zum Sale',
        link: { type: 'link', link: '/sale' },
        start: '2020-01-01T00:00:00Z',
        end: '2099-12-31T00:00:00Z',
        countdownTo: '2099-12-31T00:00:00Z',
      },
    },
  },
};

export const Inactive: Story = { args: { data: { ...allDevices, ...{ active: false, headline: 'Aus' } } } };
