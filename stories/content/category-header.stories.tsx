import type { Meta, StoryObj } from '@storybook/react-vite';
import CategoryHeader from '../../tastics/content/category-header';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Category header',
  component: CategoryHeader,
  parameters: { tasticType: 'hirmer/content/category-header' },
  args: {
    tasticId: 'story-category-header',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof CategoryHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        headline: 'Sakkos',
        intro: 'Vom Business-Sakko bis zum Strick-Sakko.',
        image: { media: { mediaId: 'tailoring', file: '/static/teasers/tailoring.svg', width: 1200, height: 800 }, title: 'tailoring' },
        imageAlt: 'Sakkos',
      },
    },
  },
};

export const NodeName: Story = { args: { data: { ...allDevices, ...{} } } };
