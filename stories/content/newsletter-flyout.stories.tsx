import type { Meta, StoryObj } from '@storybook/react-vite';
import NewsletterFlyout from '../../tastics/content/newsletter-flyout';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Newsletter flyout',
  component: NewsletterFlyout,
  parameters: { tasticType: 'hirmer/content/newsletter-flyout' },
  args: {
    tasticId: 'story-newsletter-flyout',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof NewsletterFlyout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { data: { ...allDevices, ...{ headline: '10 % für Ihre Anmeldung', text: 'Melden Sie sich zum Newsletter an.' } } } };
