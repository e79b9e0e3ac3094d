import { useParams } from 'react-router';
import { AppointmentAnswerPage } from '../../features/reminders/components/appointment-answer-page.tsx';

export function Component() {
  return <AppointmentAnswerPage token={useParams().token ?? ''} />;
}
