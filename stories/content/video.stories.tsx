import type { Meta, StoryObj } from '@storybook/react-vite';
import Video from '../../tastics/content/video';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Video',
  component: Video,
  parameters: { tasticType: 'hirmer/content/video' },
  args: {
    tasticId: 'story-video',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof Video>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Youtube: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        poster: { media: { mediaId: 'tailoring', file: '/static/teasers/tailoring.svg', width: 1200, height: 800 }, title: 'tailoring' },
        title: 'Maßkonfektion',
      },
    },
  },
};

export const File: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        source: '/static/videos/look.mp4',
        poster: { media: { mediaId: 'winter', file: '/static/teasers/winter.svg', width: 1200, height: 800 }, title: 'winter' },
      },
    },
  },
};
