import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';

export interface TransferItem {
  value: string;
  label: string;
}

interface TransferListProps {
  /** Every item that can be moved. */
  options: TransferItem[];
  /** Values on the right-hand side. */
  value: string[];
  onChange: (value: string[]) => void;
  leftTitle?: string;
  rightTitle?: string;
  disabled?: boolean;
}

function Side(props: {
  title: string;
  items: TransferItem[];
  checked: Set<string>;
  toggle: (value: string) => void;
  toggleAll: (items: TransferItem[]) => void;
  disabled?: boolean;
}) {
  const { title, items, checked, toggle, toggleAll } = props;
  const id = useId();
  const count = items.filter((i) => checked.has(i.value)).length;
  return (
    <Card variant="outlined" sx={{ width: 280 }} role="group" aria-labelledby={id}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            onClick={() => toggleAll(items)}
            checked={count === items.length && items.length > 0}
            indeterminate={count > 0 && count < items.length}
            disabled={items.length === 0 || props.disabled}
            slotProps={{ input: { 'aria-label': `Select all ${title}` } }}
          />
        }
        title={<span id={id}>{title}</span>}
        subheader={`${count}/${items.length} selected`}
      />
      <Divider />
      <List dense sx={{ height: 260, overflow: 'auto' }}>
        {items.map((item) => {
          const labelId = `${id}-${item.value}`;
          return (
            <ListItemButton key={item.value} onClick={() => toggle(item.value)} disabled={props.disabled}>
              <ListItemIcon>
                <Checkbox checked={checked.has(item.value)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-labelledby': labelId } }} />
              </ListItemIcon>
              <ListItemText id={labelId} primary={item.label} />
            </ListItemButton>
          );
        })}
      </List>
    </Card>
  );
}

/** Two lists (Not Permitted / Permitted by default) with move left/right and select-all per list. */
export function TransferList({ options, value, onChange, leftTitle = 'Not Permitted', rightTitle = 'Permitted', disabled }: TransferListProps) {
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const right = options.filter((o) => value.includes(o.value));
  const left = options.filter((o) => !value.includes(o.value));
  const leftChecked = left.filter((o) => checked.has(o.value)).map((o) => o.value);
  const rightChecked = right.filter((o) => checked.has(o.value)).map((o) => o.value);

  const toggle = (v: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(v)) next.delete(v);
      else next.add(v);
      return next;
    });
  const toggleAll = (items: TransferItem[]) =>
    setChecked((prev) => {
      const next = new Set(prev);
      const all = items.every((i) => next.has(i.value));
      for (const i of items) {
        if (all) next.delete(i.value);
        else next.add(i.value);
      }
      return next;
    });
  const move = (values: string[], toRight: boolean) => {
    const set = new Set(values);
    // Keep the options' order on the right so the saved list is stable.
    onChange(
      options
        .filter((o) => (toRight ? value.includes(o.value) || set.has(o.value) : value.includes(o.value) && !set.has(o.value)))
        .map((o) => o.value),
    );
    setChecked((prev) => new Set([...prev].filter((v) => !set.has(v))));
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Side title={leftTitle} items={left} checked={checked} toggle={toggle} toggleAll={toggleAll} disabled={disabled} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          aria-label="Move selected right"
          disabled={disabled || leftChecked.length === 0}
          onClick={() => move(leftChecked, true)}
        >
          <ChevronRight />
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label="Move selected left"
          disabled={disabled || rightChecked.length === 0}
          onClick={() => move(rightChecked, false)}
        >
          <ChevronLeft />
        </Button>
      </Box>
      <Side title={rightTitle} items={right} checked={checked} toggle={toggle} toggleAll={toggleAll} disabled={disabled} />
    </Stack>
  );
}
