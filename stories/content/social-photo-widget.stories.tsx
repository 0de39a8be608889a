import type { Meta, StoryObj } from '@storybook/react-vite';
import SocialPhotoWidget from '../../tastics/content/social-photo-widget';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Social photo widget',
  component: SocialPhotoWidget,
  parameters: { tasticType: 'hirmer/content/social-photo-widget' },
  args: {
    tasticId: 'story-social-photo-widget',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof SocialPhotoWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeConsent: Story = {
  args: {
    data: { ...allDevices, ...{ headline: '#hirmerstyle', scriptUrl: 'https://widgets.example.com/wall.js', globalName: 'PhotoWall', widgetId: 'hirmer' } },
  },
};
