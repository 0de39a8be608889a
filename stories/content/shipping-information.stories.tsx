import type { Meta, StoryObj } from '@storybook/react-vite';
import ShippingInformation from '../../tastics/content/shipping-information';
import { allDevices, storyPageFolder } from '../support/tastic';

const meta = {
  title: 'Tastics/Content/Shipping information',
  component: ShippingInformation,
  parameters: {
    tasticType: 'hirmer/content/shipping-information',
    projectConfiguration: {
      shippingHeadline: { de: 'Versand & Rückgabe' },
      shippingAccordions: [{ headline: { de: 'Lieferzeit' }, text: { de: '2–4 Werktage' } }],
    },
  },
  args: {
    tasticId: 'story-shipping-information',
    pageFolder: { ...storyPageFolder, breadcrumbs: [{ pageFolderId: 'home', name: 'Startseite', _url: '/' }] },
    data: { ...allDevices },
  },
} satisfies Meta<typeof ShippingInformation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { data: { ...allDevices, ...{} } } };
