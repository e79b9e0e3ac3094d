import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BOOKING_MESSAGES, isValidIsoDate, todayIsoDate, type Procedure, type ScheduleItem } from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../../components/ui/notification.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useCan } from '../../../../lib/authorization.ts';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useSchedule } from '../../api/get-schedule.ts';
import { useRescheduleProcedure } from '../../api/reschedule-procedure.ts';
import {
  calendarDay,
  clinicInput,
  fromCalendarDate,
  nextBookableStart,
  overlapsOf,
  toCalendarDate,
} from '../../lib/schedule-time.ts';
import { formatDateTime } from '../../../../lib/date-time.ts';
import { BookingDialog, type BookingStart, type RegisterPatient } from '../booking/booking-dialog.tsx';
import { DayAgenda } from './day-agenda.tsx';
import { OverlapWarning } from './overlap-warning.tsx';
import { RescheduleDialog, type ProposedMove } from './reschedule-dialog.tsx';
import { ScheduleCalendar } from './schedule-calendar.tsx';
import { SCHEDULE_VIEWS, rangeOf, stepDay, viewTitle, type ScheduleView } from './schedule-range.ts';
import { TodayList } from './today-list.tsx';
import { menuItems, toggleButtons } from '../../../../components/ui/option-items.tsx';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';

const VIEW_LABELS: Record<ScheduleView, string> = { day: 'Day', week: 'Week', month: 'Month' };
const ALL_DOCTORS = '';

/** A slot chosen on the calendar, in its calendar Dates. */
interface Slot {
  doctor: string | undefined;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;

/** The booking a slot opens: its doctor, start and length. */
const slotBooking = (slot: Slot): BookingStart => ({
  ...(slot.doctor ? { doctor: slot.doctor } : {}),
  start: clinicInput(slot.start),
  minutes: Math.round((slot.end.getTime() - slot.start.getTime()) / MINUTE_MS),
});

interface SchedulePageProps {
  /** Shown at the top of the Today list: what another feature has to tell the signed-in user today. */
  todayNotice?: ReactNode;
  /** The patients feature's registration, offered as "New patient" by the booking and the Today list. */
  registerPatient?: RegisterPatient;
}

/** /schedule: the calendar of appointments by doctor, and the front desk's Today list. */
export function SchedulePage({ todayNotice, registerPatient }: SchedulePageProps = {}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const canBook = useCan('schedule.book');
  const [search, setSearch] = useSearchParams();
  const today = calendarDay(toCalendarDate(new Date()));
  const tab = search.get('tab') === 'today' ? 'today' : 'calendar';
  const requestedView = SCHEDULE_VIEWS.find((view) => view === search.get('view')) ?? 'day';
  // A phone shows the day as a list.
  const view = phone ? 'day' : requestedView;
  const requestedDay = search.get('date') ?? '';
  const day = isValidIsoDate(requestedDay) ? requestedDay : today;
  const doctor = view === 'week' ? search.get('doctor') || undefined : undefined;
  const schedule = useSchedule({ ...rangeOf(view, day), doctor_name: doctor });
  const reschedule = useRescheduleProcedure();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [booking, setBooking] = useState<BookingStart | null>(null);
  const [moving, setMoving] = useState<{ item: ScheduleItem; proposed: ProposedMove } | null>(null);
  const [message, setMessage] = useState<NotificationMessage | null>(null);
  const items = schedule.data?.items ?? [];

  const update = (changes: Record<string, string | undefined>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const show = (severity: 'success' | 'error', text: string) => setMessage({ severity, text });

  const slotOverlaps =
    slot && slot.doctor
      ? overlapsOf(items, {
          doctor_name: slot.doctor,
          start: fromCalendarDate(slot.start),
          end: fromCalendarDate(slot.end),
        })
      : [];
  const closeBooking = () => {
    setSlot(null);
    setBooking(null);
  };
  /** Back on the schedule, at the day of the new appointment, which its refresh draws. */
  const booked = (procedure: Procedure) => {
    closeBooking();
    const bookedDay = todayIsoDate(new Date(procedure.start_datetime));
    if (tab === 'calendar' && bookedDay !== day) update({ date: bookedDay === today ? undefined : bookedDay });
    show('success', BOOKING_MESSAGES.booked(procedure.patient_name, formatDateTime(procedure.start_datetime)));
  };

  return (
    <>
      <PageHeader title="Schedule" />
      <Tabs value={tab} onChange={(_event, next: string) => update({ tab: next === 'today' ? 'today' : undefined })}>
        <Tab label="Calendar" value="calendar" />
        <Tab label="Today" value="today" />
      </Tabs>
      <Box sx={{ mt: 3 }}>
        {tab === 'today' ? (
          <TodayList
            today={today}
            onMessage={show}
            notice={todayNotice}
            onBook={() => setBooking({ start: nextBookableStart(today, new Date()) })}
            onBookFor={(patient) => setBooking({ start: nextBookableStart(today, new Date()), patient })}
            registerPatient={registerPatient}
          />
        ) : (
          <>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
            >
              <ButtonGroup variant="outlined" aria-label="Move through the schedule">
                <Button onClick={() => update({ date: stepDay(view, day, -1) })}>Previous</Button>
                <Button onClick={() => update({ date: undefined })}>Today</Button>
                <Button onClick={() => update({ date: stepDay(view, day, 1) })}>Next</Button>
              </ButtonGroup>
              <TextField
                label="Date"
                type="date"
                size="small"
                value={day}
                onChange={(event) => {
                  if (isValidIsoDate(event.target.value)) update({ date: event.target.value });
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {phone ? null : (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={view}
                  aria-label="View"
                  onChange={(_event, next: ScheduleView | null) => {
                    if (next) update({ view: next === 'day' ? undefined : next });
                  }}
                >
                  {toggleButtons(SCHEDULE_VIEWS, VIEW_LABELS)}
                </ToggleButtonGroup>
              )}
              {view === 'week' ? (
                <TextField
                  select
                  label="Doctor"
                  size="small"
                  value={doctor ?? ALL_DOCTORS}
                  onChange={(event) => update({ doctor: event.target.value || undefined })}
                  sx={{ minWidth: 200 }}
                >
                  <MenuItem value={ALL_DOCTORS}>All doctors</MenuItem>
                  {menuItems(schedule.data?.doctors ?? [])}
                </TextField>
              ) : null}
            </Stack>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {viewTitle(view, day)}
            </Typography>
            {phone ? null : (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Shaded: outside clinic hours.{' '}
                {canBook
                  ? 'Click an empty time to book; drag an appointment to move it or its edge to change its end.'
                  : ''}
              </Typography>
            )}
            <ErrorAlert
              error={schedule.error}
              fallback="Failed to load the schedule. Please try again."
              sx={{ mb: 2 }}
            />
            {phone ? (
              <>
                {canBook ? (
                  <Button
                    variant="contained"
                    sx={{ mb: 2 }}
                    onClick={() => setBooking({ start: nextBookableStart(day, new Date()) })}
                  >
                    Book
                  </Button>
                ) : null}
                <DayAgenda items={items} />
              </>
            ) : (
              <ScheduleCalendar
                view={view}
                day={day}
                items={items}
                doctors={schedule.data?.doctors ?? []}
                clinicHours={schedule.data?.clinic_hours ?? []}
                doctor={doctor}
                canWrite={canBook}
                onDay={(next, nextView) => update({ date: next, view: nextView === 'day' ? undefined : nextView })}
                onBook={(chosen) => {
                  setSlot(chosen);
                  setBooking(slotBooking(chosen));
                }}
                onConfirmMove={(item, proposed) => setMoving({ item, proposed })}
                onMove={(item, move) =>
                  reschedule.mutate(
                    { id: item.id, start_datetime: move.start, end_datetime: move.end, doctor_name: move.doctor },
                    {
                      onSuccess: () => show('success', `${item.name} of ${item.patient_name} moved`),
                      onError: (error) => show('error', errorMessage(error, 'Failed to reschedule. Please try again.')),
                    },
                  )
                }
              />
            )}
          </>
        )}
      </Box>
      {booking ? (
        <BookingDialog
          initial={booking}
          onClose={closeBooking}
          onBooked={booked}
          notice={slot ? <OverlapWarning doctor={slot.doctor ?? ''} overlaps={slotOverlaps} /> : undefined}
          registerPatient={registerPatient}
        />
      ) : null}
      {moving ? (
        <RescheduleDialog
          item={moving.item}
          proposed={moving.proposed}
          onClose={() => setMoving(null)}
          onSaved={(text) => {
            setMoving(null);
            show('success', text);
          }}
        />
      ) : null}
      <Notification message={message} onClose={() => setMessage(null)} />
    </>
  );
}
