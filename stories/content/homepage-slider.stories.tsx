import type { Meta, StoryObj } from '@storybook/react-vite';
import HomepageSlider from '../../tastics/content/homepage-slider';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Homepage slider',
  component: HomepageSlider,
  parameters: { tasticType: 'hirmer/content/homepage-slider' },
  args: {
    tasticId: 'story-homepage-slider',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof HomepageSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        slides: [
          {
            image: { media: { mediaId: 'winter', file: '/static/teasers/winter.svg', width: 1200, height: 800 }, title: 'winter' },
            imageAlt: 'Wintermäntel',
            imageLink: { type: 'link', link: '/bekleidung' },
            textBoxes: [{ headline: 'Neue Mäntel', text: 'Warm durch den Winter', position: 'bottom' }],
            buttons: [{ text: 'Jetzt entdecken', link: { type: 'link', link: '/bekleidung' } }],
          },
          {
            image: { media: { mediaId: 'tailoring', file: '/static/teasers/tailoring.svg', width: 1200, height: 800 }, title: 'tailoring' },
            imageAlt: 'Wintermäntel',
            imageLink: { type: 'link', link: '/bekleidung' },
            textBoxes: [{ headline: 'Maßkonfektion' }],
            buttons: [{ text: 'Jetzt entdecken', link: { type: 'link', link: '/bekleidung' } }],
          },
          {
            image: { media: { mediaId: 'casual', file: '/static/teasers/casual.svg', width: 1200, height: 800 }, title: 'casual' },
            imageAlt: 'Wintermäntel',
            imageLink: { type: 'link', link: '/bekleidung' },
            textBoxes: [{ headline: 'Casual Friday' }],
            buttons: [{ text: 'Jetzt entdecken', link: { type: 'link', link: '/bekleidung' } }],
          },
        ],
        spacing: true,
      },
    },
  },
};
