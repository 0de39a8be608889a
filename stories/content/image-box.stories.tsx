import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageBox from '../../tastics/content/image-box';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Image box',
  component: ImageBox,
  parameters: { tasticType: 'hirmer/content/image-box' },
  args: {
    tasticId: 'story-image-box',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof ImageBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        image: { media: { mediaId: 'casual', file: '/static/teasers/casual.svg', width: 1200, height: 800 }, title: 'casual' },
        imageAlt: 'Casual',
        headline: 'Casual Friday',
        text: 'Lässig ins Büro',
        link: { type: 'link', link: '/bekleidung' },
      },
    },
  },
};
