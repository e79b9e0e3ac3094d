import type { PdfLayout } from '@clinic/contracts';
import Button from '@mui/material/Button';

/** Print A4 and Print receipt: a numbered document's two PDF layouts. */
export function PrintButtons({ onPrint }: { onPrint: (layout: PdfLayout) => void }) {
  return (
    <>
      <Button variant="outlined" onClick={() => onPrint('a4')}>
        Print A4
      </Button>
      <Button variant="outlined" onClick={() => onPrint('receipt')}>
        Print receipt
      </Button>
    </>
  );
}
