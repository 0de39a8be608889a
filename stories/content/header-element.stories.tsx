import type { Meta, StoryObj } from '@storybook/react-vite';
import HeaderElement from '../../tastics/content/header-element';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Header element',
  component: HeaderElement,
  parameters: { tasticType: 'hirmer/content/header-element' },
  args: {
    tasticId: 'story-header-element',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof HeaderElement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        contentSource: { media: { mediaId: 'tailoring', file: '/static/teasers/tailoring.svg', width: 1200, height: 800 }, title: 'tailoring' },
        headline: 'Maßkonfektion',
        text: 'Sakkos, Anzüge und Hemden nach Maß – gefertigt in Europa, beraten in unseren Häusern. Termine erhalten Sie in jedem Haus und online.',
      },
    },
  },
};
