import type { Meta, StoryObj } from '@storybook/react-vite';
import Parallax from '../../tastics/content/parallax';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Parallax',
  component: Parallax,
  parameters: { tasticType: 'hirmer/content/parallax' },
  args: {
    tasticId: 'story-parallax',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof Parallax>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        image: { media: { mediaId: 'winter', file: '/static/teasers/winter.svg', width: 1200, height: 800 }, title: 'winter' },
        headline: 'Die Winterkollektion',
        text: 'Mäntel, Strick und Schals.',
        linkText: 'Entdecken',
        link: { type: 'link', link: '/bekleidung' },
      },
    },
  },
};
