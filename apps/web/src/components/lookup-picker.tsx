import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface LookupOption {
  slug: string;
  name: string;
}

export interface LookupPickerProps<T extends LookupOption, K extends readonly unknown[] = readonly unknown[]> {
  label: string;
  /** Selected slug; '' = none. */
  value: string;
  /** Display name of `value` when the caller knows it (e.g. the record being edited). */
  selectedLabel?: string;
  onChange: (option: T | null) => void;
  /** Options for a search text (already debounced). */
  query: (term: string) => UseQueryOptions<T[], Error, T[], K>;
  delay: number;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  minWidth?: number;
  name?: string;
  describe?: (option: T) => string | undefined;
  /** A warning word shown with the option (e.g. "Inactive" for an inactive member, issue 24). */
  flag?: (option: T) => string | undefined;
}

/** An autocomplete over a lookup call: the typed text is sent after `delay` ms without typing. */
export function LookupPicker<T extends LookupOption, K extends readonly unknown[]>(props: LookupPickerProps<T, K>) {
  const { label, value, selectedLabel, onChange, query, delay, size, disabled, minWidth } = props;
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<T | null>(null);
  // Options load when the list is first opened (or a value needs its name), not with the page: a filter bar's pickers
  // would otherwise add their calls to every list's first load (issue 10 §18).
  const [wanted, setWanted] = useState(Boolean(value));
  const term = useDebouncedValue(input.trim(), delay);
  const base = query(term);
  const options = useQuery({ ...base, enabled: (wanted || Boolean(value)) && base.enabled !== false });
  const found = options.data ?? [];
  const current: T | null = !value
    ? null
    : picked?.slug === value
      ? picked
      : (found.find((o) => o.slug === value) ?? ({ slug: value, name: selectedLabel ?? value } as T));
  const list = current && !found.some((o) => o.slug === current.slug) ? [current, ...found] : found;

  return (
    <Autocomplete
      options={list}
      value={current}
      size={size}
      disabled={disabled}
      sx={minWidth ? { minWidth } : undefined}
      loading={options.isFetching || (wanted && options.isPending)}
      onOpen={() => setWanted(true)}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.slug === b.slug}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.slug}
      renderOption={(liProps, o) => {
        const { key, ...rest } = liProps as typeof liProps & { key: string };
        const extra = props.describe?.(o);
        const flag = props.flag?.(o);
        return (
          <li key={key} {...rest}>
            {o.name}
            {flag ? <Chip label={flag} size="small" color="warning" variant="outlined" sx={{ ml: 1 }} /> : null}
            {extra ? <span style={{ opacity: 0.6, marginLeft: 8 }}>{extra}</span> : null}
          </li>
        );
      }}
      onChange={(_e, option) => {
        setPicked(option);
        if (!option) setInput('');
        onChange(option);
      }}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setInput(text);
        else if (reason === 'clear') setInput('');
      }}
      renderInput={(params) => (
        <TextField {...params} name={props.name} label={label} required={props.required} error={props.error} helperText={props.helperText} />
      )}
    />
  );
}
