import { FANDD_MESSAGES, orderCreate, walkInSale, type OrderItem, type TillPayer, type WalkInPaymentMethod } from '@clubspace/contract';
import { overriding } from '../../../components/booking/rule-override';
import { useCreateOrder, useWalkInSale } from '../../../components/order/order-api';
import { useSaleOverride } from '../../../components/order/sale-override';
import type { TillLine } from './till-grid';

/** What the till sells: the basket, who pays (and their slug), and how a walk-in pays. */
export interface TillSale {
  lines: readonly TillLine[];
  payer: TillPayer;
  who: string;
  method: WalkInPaymentMethod;
}

/**
 * The till's two sales: a walk-in's paid now, or an order on a member's, team's or guest's tab. An inactive member's
 * 400 asks 'Sell anyway?' (render `overrideDialog`) and, confirmed, sends the order again with override_rules.
 */
export function useTillSale() {
  const createOrder = useCreateOrder();
  const sell = useWalkInSale();
  const { withOverride, dialog: overrideDialog } = useSaleOverride();

  /** The sale sent, or the contract's first message, before any call. */
  const send = ({ lines, payer, who, method }: TillSale): Promise<OrderItem> | string => {
    const items = lines.map((l) => ({ product: l.product.slug, quantity: l.quantity }));
    const refused = (issues: { message: string }[]) => issues[0]?.message ?? FANDD_MESSAGES.linesRequired;
    if (payer === 'walk_in') {
      const parsed = walkInSale.safeParse({ method, lines: items });
      return parsed.success ? sell.mutateAsync(parsed.data) : refused(parsed.error.issues);
    }
    const parsed = orderCreate.safeParse({ [payer]: who, lines: items });
    if (!parsed.success) return refused(parsed.error.issues);
    return withOverride((o) => createOrder.mutateAsync(overriding(parsed.data, o)));
  };

  return { send, busy: createOrder.isPending || sell.isPending, overrideDialog };
}
