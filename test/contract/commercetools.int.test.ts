import { createCommercetoolsServices } from '../../extensions/adapters/commercetools';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { startCommercetoolsMock } from '../support/commercetools-mock';
import { CONTRACT_SEED, CONTRACT_SIZE, CONTRACT_STORE_STOCK_PRODUCTS, contractSuite } from './suite';

contractSuite('commercetools (commercetools-mock over HTTP)', { computesVoucherDiscounts: false }, async () => {
  const mock = await startCommercetoolsMock();
  await seedCommercetools(mock.settings, { size: CONTRACT_SIZE, seed: CONTRACT_SEED, storeStockProducts: CONTRACT_STORE_STOCK_PRODUCTS });
  const commerce = await createCommercetoolsServices(mock.settings);
  return {
    services: commerce.services,
    close: async () => {
      await commerce.close();
      await mock.close();
    },
  };
});
