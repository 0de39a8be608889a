import { atom } from 'jotai';

/**
 * Client state of the product pages' overlays: the sold-out dialog (a sold-out size was chosen) and
 * the click-and-reserve dialog, each naming the article (colour item number) and size it is about.
 */
export interface ProductDialogTarget {
  itemnum: string;
  sku: string;
  /** Size label shown and sent to the stores service. */
  size: string;
  title: string;
}

export const soldOutDialogAtom = atom<ProductDialogTarget | null>(null);
export const clickAndReserveDialogAtom = atom<ProductDialogTarget | null>(null);
