import type { Meta, StoryObj } from '@storybook/react-vite';
import NewsletterBlock from '../../tastics/content/newsletter-block';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Newsletter block',
  component: NewsletterBlock,
  parameters: { tasticType: 'hirmer/content/newsletter-block' },
  args: {
    tasticId: 'story-newsletter-block',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof NewsletterBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    data: {
      ...allDevices,
      ...{
        headline: 'Newsletter',
        text: 'Neuheiten und Aktionen zuerst.',
        placeholder: 'ihre@adresse.de',
        buttonText: 'Anmelden',
        target: { type: 'link', link: '/newsletter' },
      },
    },
  },
};
