import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

type IconActionProps = Omit<IconButtonProps, 'children' | 'title' | 'aria-label'> & {
  /** What the tooltip says on hover or focus ('Delete line'). */
  title: string;
  /** The accessible name, naming the thing acted on ('Delete line Desk May'); the title when omitted. */
  label?: string;
  icon: ReactNode;
};

/**
 * An icon-only button with a tooltip and an accessible name: a bare icon says nothing to a screen reader, and a
 * sighted user needs the tooltip to know what it does. A disabled button gets no tooltip (it would never close).
 */
export function IconAction({ title, label, icon, size = 'small', disabled, ...rest }: IconActionProps) {
  const button = (
    <IconButton size={size} aria-label={label ?? title} disabled={disabled} {...rest}>
      {icon}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={title}>{button}</Tooltip>;
}
