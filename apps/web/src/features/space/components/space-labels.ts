import { AREA_TYPE_LABELS, RESOURCE_TYPE_LABELS, labelOf } from '@clubspace/contract';

// Enum labels live in the contract (labels.ts); resources and work areas share one type vocabulary on screen.
export { humanize } from '@clubspace/contract';
const TYPE_LABELS: Record<string, string> = { ...RESOURCE_TYPE_LABELS, ...AREA_TYPE_LABELS };
export const typeLabel = (value: string | null | undefined) => labelOf(TYPE_LABELS, value);
