import { ProcedureConsents } from '../../features/consents/components/procedure-consents.tsx';
import { useParams } from 'react-router';
import { ProcedureDetailPage } from '../../features/procedures/components/procedure-detail-page.tsx';
import { ReminderLog } from '../../features/reminders/components/reminder-log.tsx';

export function Component() {
  const id = Number(useParams().id);
  return (
    <>
      <ProcedureDetailPage consents={(procedureId) => <ProcedureConsents procedureId={procedureId} />} />
      <ReminderLog procedureId={id} />
    </>
  );
}
