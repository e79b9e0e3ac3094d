import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageButton } from '../../../components/ui/page-button.tsx';
import type { PaginationProps } from '../../../components/ui/pagination.tsx';
import { pageWindow } from '../lib/page-window.ts';

/** The procedures list's pager: Previous, Next and up to five numbered buttons. */
export function FivePagePagination({ page, totalPages, onPageChange }: PaginationProps) {
  const lastPage = Math.max(totalPages, 1);
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, lastPage).map((number) => (
        <PageButton key={number} number={number} page={page} onPageChange={onPageChange} />
      ))}
      <Button size="small" variant="outlined" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
