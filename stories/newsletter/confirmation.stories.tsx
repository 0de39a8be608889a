import type { Meta, StoryObj } from '@storybook/react-vite';
import NewsletterConfirmation, { NewsletterConfirmationView } from '../../tastics/newsletter/confirmation';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Newsletter/Confirmation',
  component: NewsletterConfirmation,
  parameters: { tasticType: 'hirmer/newsletter/confirmation' },
  args: { tasticId: 'story-newsletter-confirmation', pageFolder: storyPageFolder, data: { ...allDevices } },
} satisfies Meta<typeof NewsletterConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed, with the shop's standard texts. */
export const Confirmed: Story = { render: () => <NewsletterConfirmationView success data={{}} /> };
/** Confirmed, with the editor's texts. */
export const ConfirmedWithEditorTexts: Story = {
  render: () => (
    <NewsletterConfirmationView success data={{ confirmedHeadline: 'Willkommen im Club', confirmedText: 'Ihr erster Newsletter kommt am Freitag.' }} />
  ),
};
/** Failed (`success` missing or 0): the error text under the global error headline. */
export const Failed: Story = { render: () => <NewsletterConfirmationView success={false} data={{ errorText: 'Leider hat das nicht geklappt.' }} /> };
