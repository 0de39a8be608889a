'use client';

import { useState } from 'react';
import type { TasticProps } from '@hirmer/storefront-sdk';

/** A tastic of the project's own, beside the package's: a notice the shopper can close. */
export function StoreNotice({ data }: TasticProps<{ text?: string }>) {
  const [open, setOpen] = useState(true);
  if (!open || !data.text) return null;
  return (
    <p role="status">
      {data.text}{' '}
      <button type="button" onClick={() => setOpen(false)}>
        OK
      </button>
    </p>
  );
}
