import Avatar from '@mui/material/Avatar';

/** A picture, or the initials of the name when there is none. */
export function InitialsAvatar({ name, src, size = 72 }: { name: string; src?: string | null; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <Avatar src={src ?? undefined} alt={name} sx={{ width: size, height: size, fontSize: size / 2.6 }}>
      {initials || '?'}
    </Avatar>
  );
}
