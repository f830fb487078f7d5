// Display labels for the space enums (values stay the seeds' codes).
const TYPE_LABELS: Record<string, string> = {
  hot_desk: 'Hot desk',
  desk: 'Desk',
  bar_table: 'Bar table',
  meeting_room: 'Meeting room',
  open_space: 'Open space',
  office: 'Office',
  outdoor: 'Outdoor',
  suite: 'Suite',
};

export const humanize = (value: string | null | undefined) => (value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : '');
export const typeLabel = (value: string | null | undefined) => (value ? (TYPE_LABELS[value] ?? humanize(value)) : '');
