import { cancelAndPlaceLabel, type ClashItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

/** Why a block or closure was not placed, and the live bookings in its way (each with its booker and when). */
export function ClashNotice({
  failure,
  clashes,
  when,
  noDesk = '',
}: {
  failure: string | null;
  clashes: ClashItem[] | null;
  when: (c: ClashItem) => string;
  noDesk?: string;
}) {
  return (
    <>
      {failure ? <Alert severity={clashes ? 'warning' : 'error'}>{failure}</Alert> : null}
      {clashes ? (
        <List dense aria-label="Bookings in the way">
          {clashes.map((c) => (
            <ListItem key={c.code} disableGutters>
              <ListItemText primary={`${c.code} · ${c.resource?.name ?? noDesk} · ${c.booker || 'No booker'}`} secondary={when(c)} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </>
  );
}

/** Close, then 'Place …' — or, once bookings are in the way, the red 'Cancel N bookings and place …'. */
export function PlaceActions(props: {
  kind: 'block' | 'closure';
  clashes: ClashItem[] | null;
  busy: boolean;
  onClose: () => void;
  onPlace: (cancelConflicting: boolean) => void;
}) {
  const { kind, clashes, busy, onClose, onPlace } = props;
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        {kind === 'block' ? "Don't block" : 'Keep open'}
      </Button>
      {clashes ? (
        <Button variant="contained" color="error" onClick={() => onPlace(true)} disabled={busy}>
          {cancelAndPlaceLabel(kind, clashes.length)}
        </Button>
      ) : (
        <Button variant="contained" color={kind === 'closure' ? 'error' : 'primary'} onClick={() => onPlace(false)} disabled={busy}>
          {kind === 'block' ? 'Place block' : 'Place closure'}
        </Button>
      )}
    </DialogActions>
  );
}
