import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface EditableRowsProps {
  /** What one row is, in lower case: "medication", "surgery". */
  rowName: string;
  count: number;
  onAdd: () => void;
  onDelete: (index: number) => void;
  renderRow: (index: number) => ReactNode;
}

/** Rows a user can add to; each has a Delete button only while more than one row exists. */
export function EditableRows({ rowName, count, onAdd, onDelete, renderRow }: EditableRowsProps) {
  return (
    <Stack spacing={2}>
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <Box sx={{ flex: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{renderRow(index)}</Box>
          {count > 1 && (
            <Button color="error" onClick={() => onDelete(index)} aria-label={`Delete ${rowName} ${index + 1}`}>
              Delete
            </Button>
          )}
        </Box>
      ))}
      <Box>
        <Button variant="outlined" size="small" onClick={onAdd}>
          Add {rowName}
        </Button>
      </Box>
    </Stack>
  );
}
