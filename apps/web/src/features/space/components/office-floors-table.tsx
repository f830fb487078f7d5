import type { FloorItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { ImageUpload } from '../../../components/image-upload';

interface OfficeFloorRowProps {
  floor: FloorItem;
  /** Where the floor is in the office's order, and how many floors there are (for the up/down buttons). */
  index: number;
  count: number;
  canEdit: boolean;
  reordering: boolean;
  onPlanImage: (image: string | null, meta?: { width: number; height: number }) => void;
  onMove: (by: -1 | 1) => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One floor of an office: its name, resources, plan image and actions (floor plan, move, rename, delete). */
function OfficeFloorRow({ floor, index, count, canEdit, reordering, onPlanImage, onMove, onRename, onDelete }: OfficeFloorRowProps) {
  return (
    <TableRow>
      <TableCell>{floor.name}</TableCell>
      <TableCell align="right">{floor.resources_count}</TableCell>
      <TableCell sx={{ minWidth: 260 }}>
        <ImageUpload
          label={`Plan image of ${floor.name}`}
          kind="floor_plan"
          value={floor.floor_map.image}
          previewHeight={60}
          disabled={!canEdit}
          onChange={onPlanImage}
        />
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button size="small" component={RouterLink} to={`/space/floors/${floor.slug}`} aria-label={`Open floor plan of ${floor.name}`}>
            Floor plan
          </Button>
          {canEdit ? (
            <>
              <IconButton size="small" disabled={index === 0 || reordering} onClick={() => onMove(-1)} aria-label={`Move ${floor.name} up`}>
                ↑
              </IconButton>
              <IconButton size="small" disabled={index === count - 1 || reordering} onClick={() => onMove(1)} aria-label={`Move ${floor.name} down`}>
                ↓
              </IconButton>
              <Button size="small" onClick={onRename} aria-label={`Rename ${floor.name}`}>
                Rename
              </Button>
              <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${floor.name}`}>
                Delete
              </Button>
            </>
          ) : null}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

export interface OfficeFloorsTableProps {
  officeName: string;
  rows: FloorItem[];
  canEdit: boolean;
  reordering: boolean;
  onPlanImage: (floor: FloorItem, image: string | null, meta?: { width: number; height: number }) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRename: (floor: FloorItem) => void;
  onDelete: (floor: FloorItem) => void;
}

/** An office's floors in their order, one row each. */
export function OfficeFloorsTable({ officeName, rows, canEdit, reordering, onPlanImage, onMove, onRename, onDelete }: OfficeFloorsTableProps) {
  return (
    <Table size="small" aria-label={`Floors of ${officeName}`}>
      <TableHead>
        <TableRow>
          <TableCell>Floor</TableCell>
          <TableCell align="right">Resources</TableCell>
          <TableCell>Plan image</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((floor, i) => (
          <OfficeFloorRow
            key={floor.slug}
            floor={floor}
            index={i}
            count={rows.length}
            canEdit={canEdit}
            reordering={reordering}
            onPlanImage={(image, meta) => onPlanImage(floor, image, meta)}
            onMove={(by) => onMove(i, by)}
            onRename={() => onRename(floor)}
            onDelete={() => onDelete(floor)}
          />
        ))}
      </TableBody>
    </Table>
  );
}
