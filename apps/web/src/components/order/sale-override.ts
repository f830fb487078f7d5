import { FANDD_MESSAGES } from '@clubspace/contract';
import { useRuleOverride, type OverrideWords } from '../booking/rule-override';

const SALE_WORDS: OverrideWords = {
  title: FANDD_MESSAGES.sellAnywayTitle,
  confirm: FANDD_MESSAGES.sellAnywayConfirm,
  list: FANDD_MESSAGES.sellAnywayList,
  action: FANDD_MESSAGES.sellAnyway,
};

/**
 * A sale to an inactive member (issue 24): the server's overridable 400 ("Ann Lee is inactive") asks 'Sell anyway?'
 * and, confirmed, the order is sent again with override_rules. The order dialog and the bar till share it.
 */
export const useSaleOverride = () => useRuleOverride(SALE_WORDS);
