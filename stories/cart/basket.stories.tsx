import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Basket from '../../tastics/cart/basket';
import { allDevices, storyPageFolder } from '../support/tastic';
import { WithData } from './decorators';
import { demoCart, demoReservation, emptyCart } from './fixtures';

const meta = {
  title: 'Tastics/Cart/Basket',
  component: Basket,
  parameters: { tasticType: 'hirmer/cart/basket', layout: 'fullscreen' },
  args: { tasticId: 'story-basket', pageFolder: storyPageFolder, data: { ...allDevices, basketType: 'cart' as const } },
  decorators: [
    (Story, context) => (
      <WithData data={{ '/api/cart/cart': context.parameters.cart ?? demoCart, '/api/reserve/reservation/cart': demoReservation }}>
        <Story />
      </WithData>
    ),
  ],
} satisfies Meta<typeof Basket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  parameters: { projectConfiguration: { expressAvailability: [{ payPalExpress: 'DE,AT', amazonPay: 'DE' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Warenkorb', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mit PayPal Express bezahlen' })).toBeInTheDocument();
  },
};
export const Empty: Story = { parameters: { cart: emptyCart } };
export const InSwitzerland: Story = { globals: { locale: 'de_CH' } };
export const ReservationBasket: Story = { args: { data: { ...allDevices, basketType: 'reservation' as const } } };
