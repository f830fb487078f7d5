/** 'paid_and_delivered' → 'Paid and delivered'. */
export const humanize = (value: string) => {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
