import type { Meta, StoryObj } from '@storybook/react-vite';
import Teaser from '../../tastics/content/teaser';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Teaser',
  component: Teaser,
  parameters: { tasticType: 'hirmer/content/teaser' },
  args: {
    tasticId: 'story-teaser',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof Teaser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        image: { media: { mediaId: 'winter', file: '/static/teasers/winter.svg', width: 1200, height: 800 }, title: 'winter' },
        imageAlt: 'Wintermäntel',
        imageLink: { type: 'link', link: '/bekleidung' },
        textBoxes: [{ headline: 'Neue Mäntel', text: 'Warm durch den Winter', position: 'bottom' }],
        buttons: [{ text: 'Jetzt entdecken', link: { type: 'link', link: '/bekleidung' } }],
      },
    },
  },
};

export const WithoutMedia: Story = { args: { data: { ...allDevices, ...{ textBoxes: [{ headline: 'Ohne Bild kein Teaser' }] } } } };
