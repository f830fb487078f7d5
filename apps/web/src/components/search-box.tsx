import { DEBOUNCE, normaliseSearch } from '@clubspace/contract';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface SearchBoxProps {
  /** Initial text (e.g. the `name` from the URL). */
  value?: string;
  /** Receives the text with all whitespace removed, after `delay` ms without typing. */
  onSearch: (text: string) => void;
  delay?: number;
  label?: string;
}

/** Search as the seed defines it: spaces stripped, sent about a second after the last keystroke. */
export function SearchBox({ value = '', onSearch, delay = DEBOUNCE.search, label = 'Search' }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  // Follow the URL when it changes from outside (Clear filters, back button), not while the user types.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== normaliseSearch(text)) setText(value);
  }

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(normaliseSearch(next)), delay);
  };

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
