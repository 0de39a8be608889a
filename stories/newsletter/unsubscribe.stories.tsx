import type { Meta, StoryObj } from '@storybook/react-vite';
import NewsletterUnsubscribe, { NewsletterUnsubscribeView } from '../../tastics/newsletter/unsubscribe';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Newsletter/Unsubscribe',
  component: NewsletterUnsubscribe,
  parameters: { tasticType: 'hirmer/newsletter/unsubscribe' },
  args: { tasticId: 'story-newsletter-unsubscribe', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof NewsletterUnsubscribe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not logged in, no link: the reason and the address to mail an unsubscribe link to. */
export const ByAddress: Story = { render: () => <NewsletterUnsubscribeView token={null} loggedIn={false} /> };
/** From the mailed link: only the reason (the one chosen before is preselected). */
export const FromMailedLink: Story = {
  render: () => <NewsletterUnsubscribeView token="story-unsubscribe-token-123" loggedIn={false} initialReason="sentTooOften" />,
};
/** Logged in: the shopper's own subscription ends with the reason. */
export const LoggedIn: Story = { render: () => <NewsletterUnsubscribeView token={null} loggedIn /> };
