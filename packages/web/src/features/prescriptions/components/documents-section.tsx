import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IssuedDocumentStatus } from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useOpenDocumentPdf } from '../api/open-document-pdf.ts';
import type { DocumentCollection } from '../api/prescription-query-keys.ts';
import { DocumentActions } from './document-actions.tsx';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { RevokeDocumentDialog } from './revoke-document-dialog.tsx';
import { SignDocumentDialog } from './sign-document-dialog.tsx';

/** What a prescription and a medical certificate share in a list. */
export interface ListedDocument {
  id: number;
  status: IssuedDocumentStatus;
  author_id: number | null;
  author: string;
  created_at: string;
  signed_at: string | null;
  revoked_at: string | null;
  revoke_reason: string | null;
}

interface DocumentsSectionProps<Document extends ListedDocument> {
  title: string;
  /** "prescription" or "medical certificate". */
  name: string;
  collection: DocumentCollection;
  documents: { isPending: boolean; error: unknown; data: { items: Document[] } | undefined };
  messages: {
    fetchFailed: string;
    signed: string;
    signFailed: string;
    revoked: string;
    revokeFailed: string;
    pdfFailed: string;
  };
  /** The column that says what the document is (its items, or its kind and purpose). */
  summary: Column<Document>;
  newLabel: string;
  /** Offered only to those who may write one. */
  canWrite: boolean;
  /** The dialog that writes a new one; `done` closes it with its message said. */
  newDialog: (done: (text?: string) => void) => ReactNode;
}

function statusLine(document: ListedDocument): string {
  if (document.revoked_at) return `Revoked ${formatDateTime(document.revoked_at)}: ${document.revoke_reason ?? ''}`;
  if (document.signed_at) return `Signed ${formatDateTime(document.signed_at)}`;
  return `Draft of ${formatDateTime(document.created_at)}`;
}

type Dialog = { kind: 'new' } | { kind: 'sign' | 'revoke'; id: number } | null;

/** A patient's prescriptions or certificates: the list, a new one, signing, printing and revoking. */
export function DocumentsSection<Document extends ListedDocument>(props: DocumentsSectionProps<Document>) {
  const { name, collection, messages } = props;
  const headingId = useId();
  const { data: user } = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const openPdf = useOpenDocumentPdf(collection);
  const close = (text?: string) => {
    setDialog(null);
    if (text) setNotice({ severity: 'success', text });
  };

  const columns: Column<Document>[] = [
    { header: 'Date', render: (document) => formatDateTime(document.signed_at ?? document.created_at) },
    props.summary,
    { header: 'Doctor', render: (document) => document.author },
    {
      header: 'Status',
      render: (document) => (
        <Stack spacing={0.5}>
          <DocumentStatusChip status={document.status} />
          <Typography variant="body2" color="text.secondary">
            {statusLine(document)}
          </Typography>
        </Stack>
      ),
    },
    {
      header: 'Actions',
      render: (document) => (
        <DocumentActions
          status={document.status}
          own={document.author_id === user?.id}
          label={`${name} ${document.id}`}
          onSign={() => setDialog({ kind: 'sign', id: document.id })}
          onRevoke={() => setDialog({ kind: 'revoke', id: document.id })}
          onOpenPdf={(layout) =>
            openPdf.mutate(
              { id: document.id, layout },
              { onError: (error) => setNotice({ severity: 'error', text: errorMessage(error, messages.pdfFailed) }) },
            )
          }
        />
      ),
    },
  ];

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.canWrite ? (
          <Button size="small" variant="outlined" onClick={() => setDialog({ kind: 'new' })}>
            {props.newLabel}
          </Button>
        ) : null}
      </Stack>
      {props.documents.isPending ? null : props.documents.error || !props.documents.data ? (
        <Alert severity="error">{errorMessage(props.documents.error, messages.fetchFailed)}</Alert>
      ) : props.documents.data.items.length === 0 ? (
        <Typography color="text.secondary">None yet.</Typography>
      ) : (
        <ResponsiveTable
          label={props.title}
          rows={props.documents.data.items}
          columns={columns}
          rowKey={(document) => document.id}
        />
      )}
      {dialog?.kind === 'new' ? props.newDialog(close) : null}
      {dialog?.kind === 'sign' ? (
        <SignDocumentDialog
          collection={collection}
          id={dialog.id}
          name={name}
          failed={messages.signFailed}
          onClose={() => close()}
          onSigned={() => close(messages.signed)}
        />
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <RevokeDocumentDialog
          collection={collection}
          id={dialog.id}
          name={name}
          failed={messages.revokeFailed}
          onClose={() => close()}
          onRevoked={() => close(messages.revoked)}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}
