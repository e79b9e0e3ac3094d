import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Calendar, dayjsLocalizer, type EventProps, type DateHeaderProps, type SlotInfo } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import {
  CONFIRMATION_LABELS,
  PROCEDURE_STATUS_COLOURS,
  PROCEDURE_STATUS_LABELS,
  type ClinicHours,
  type ScheduleItem,
} from '@clinic/contracts';
import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';
import { paths } from '../../../../config/paths.ts';
import {
  appointmentEnd,
  calendarDay,
  clinicInput,
  dayToCalendarDate,
  fromCalendarDate,
  isOpen,
  overlapsOf,
  toCalendarDate,
} from '../../lib/schedule-time.ts';
import type { ScheduleView } from './schedule-range.ts';
import type { ProposedMove } from './reschedule-dialog.tsx';

const localizer = dayjsLocalizer(dayjs);

interface AppointmentEvent {
  item: ScheduleItem;
  title: string;
  start: Date;
  end: Date;
  doctor: string;
}

interface DoctorColumn {
  id: string;
  title: string;
}

// The add-on ships as CommonJS only: the build hands over its module object, the dev server its default export.
const withDragAndDrop = ('default' in dragAndDrop ? dragAndDrop.default : dragAndDrop) as typeof dragAndDrop;
const DragAndDropCalendar = withDragAndDrop<AppointmentEvent, DoctorColumn>(Calendar);

function AppointmentBlock({ event }: EventProps<AppointmentEvent>) {
  const { item } = event;
  return (
    <Box sx={{ fontSize: 12, lineHeight: 1.3 }}>
      <strong>{item.patient_name}</strong>
      <div>{item.name}</div>
      <div>
        {PROCEDURE_STATUS_LABELS[item.status]} · {CONFIRMATION_LABELS[item.confirmation]}
      </div>
      {/* The column says which doctor to the eye; a screen reader hears it with the block. */}
      <Box component="span" sx={visuallyHidden}>
        , {item.doctor_name}
      </Box>
    </Box>
  );
}

interface ScheduleCalendarProps {
  view: ScheduleView;
  day: string;
  items: ScheduleItem[];
  doctors: string[];
  clinicHours: ClinicHours[];
  /** The doctor the week is narrowed to, if any. */
  doctor: string | undefined;
  canWrite: boolean;
  onDay: (day: string, view: ScheduleView) => void;
  onBook: (slot: { doctor: string | undefined; start: Date; end: Date }) => void;
  /** A drop that overlaps the doctor's other appointments, to be confirmed in the Reschedule dialog. */
  onConfirmMove: (item: ScheduleItem, move: ProposedMove) => void;
  onMove: (item: ScheduleItem, move: { start: string; end: string; doctor: string }) => void;
}

const hourOf = (time: string) => Number(time.slice(0, 2));

/** Day view with a column per doctor, week view and month overview, drawn in clinic time. */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { view, day, items, doctors, clinicHours, doctor, canWrite, onDay, onBook, onConfirmMove, onMove } = props;
  const theme = useTheme();
  const navigate = useNavigate();
  const [today] = useState(() => toCalendarDate(new Date()));

  const events = useMemo(
    () =>
      items.map((item) => ({
        item,
        title: `${item.patient_name}, ${item.name}, ${item.doctor_name}, ${PROCEDURE_STATUS_LABELS[item.status]}, ${CONFIRMATION_LABELS[item.confirmation]}`,
        start: toCalendarDate(item.start_datetime),
        end: toCalendarDate(appointmentEnd(item)),
        doctor: item.doctor_column,
      })),
    [items],
  );
  const countsByDay = useMemo(() => {
    const counts = new Map<string, number>();
    for (const event of events) counts.set(calendarDay(event.start), (counts.get(calendarDay(event.start)) ?? 0) + 1);
    return counts;
  }, [events]);
  const resources = useMemo(() => doctors.map((name) => ({ id: name, title: name })), [doctors]);
  // An hour either side of the opening hours, so early and late appointments still show.
  const firstHour = Math.max(0, Math.min(...clinicHours.map((hours) => hourOf(hours.open)), 9) - 1);
  const lastHour = Math.min(23, Math.max(...clinicHours.map((hours) => hourOf(hours.close)), 18) + 1);

  function move({ event, start, end, resourceId }: EventInteractionArgs<AppointmentEvent>) {
    const proposed = {
      start: new Date(start),
      end: new Date(end),
      doctor: typeof resourceId === 'string' ? resourceId : event.doctor,
    };
    const startIso = fromCalendarDate(proposed.start);
    const endIso = fromCalendarDate(proposed.end);
    const overlaps = overlapsOf(items, {
      id: event.item.id,
      doctor_name: proposed.doctor,
      start: startIso,
      end: endIso,
    });
    if (overlaps.length > 0) {
      onConfirmMove(event.item, {
        start: clinicInput(proposed.start),
        end: clinicInput(proposed.end),
        doctor: proposed.doctor,
      });
    } else {
      onMove(event.item, { start: startIso, end: endIso, doctor: proposed.doctor });
    }
  }

  function select(slot: SlotInfo) {
    if (view === 'month') return onDay(calendarDay(slot.start), 'day');
    const column = typeof slot.resourceId === 'string' ? slot.resourceId : doctor;
    return onBook({ doctor: column, start: slot.start, end: slot.end });
  }

  function MonthDay({ date, label, onDrillDown }: DateHeaderProps) {
    const count = countsByDay.get(calendarDay(date)) ?? 0;
    return (
      <Box sx={{ textAlign: 'right' }}>
        <button type="button" className="rbc-button-link" onClick={onDrillDown}>
          {label}
        </button>
        {count > 0 ? (
          <Typography component="div" variant="body2" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {count} {count === 1 ? 'appointment' : 'appointments'}
          </Typography>
        ) : null}
      </Box>
    );
  }

  const movable = (event: AppointmentEvent) => canWrite && event.item.status !== 'completed';

  return (
    <Box
      sx={{
        height: view === 'month' ? 640 : 760,
        '& .clinic-closed': { bgcolor: 'action.hover' },
        // Appointments always have times: the all-day row stays empty, and its roles have no table around them.
        '& .rbc-allday-cell': { display: 'none' },
        '& .rbc-off-range': { color: 'text.secondary' },
        '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
        '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
        '& .rbc-event, & .rbc-day-slot .rbc-background-event': { p: '2px 4px' },
        '& .rbc-event-label': { fontSize: 12 },
        // A block's lines wrap down within it (the library wraps them into a hidden second column).
        '& .rbc-day-slot .rbc-event': { flexFlow: 'column nowrap' },
        '& .rbc-day-slot .rbc-event-content': { overflowWrap: 'anywhere' },
        // A week's columns are narrow: the time axis already says when, so the block keeps its lines
        // for the names, and an hour is tall enough for a half-hour block to show a whole name.
        ...(view === 'week'
          ? { '& .rbc-event-label': { display: 'none' }, '& .rbc-timeslot-group': { minHeight: 120 } }
          : {}),
      }}
    >
      <DragAndDropCalendar
        localizer={localizer}
        toolbar={false}
        view={view}
        views={['day', 'week', 'month']}
        date={dayToCalendarDate(day)}
        getNow={() => today}
        onNavigate={(date) => onDay(calendarDay(date), view)}
        onView={() => undefined}
        onDrillDown={(date) => onDay(calendarDay(date), 'day')}
        events={view === 'month' ? [] : events}
        resources={view === 'day' && resources.length > 0 ? resources : undefined}
        resourceAccessor="doctor"
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        tooltipAccessor="title"
        min={new Date(1970, 0, 1, firstHour, 0)}
        max={new Date(1970, 0, 1, lastHour, 59)}
        scrollToTime={new Date(1970, 0, 1, firstHour, 0)}
        // Appointments at the same time stand side by side, never over each other.
        dayLayoutAlgorithm="no-overlap"
        step={15}
        timeslots={4}
        selectable={canWrite || view === 'month'}
        onSelectSlot={select}
        onSelectEvent={(event) => navigate(paths.procedure.href(event.item.id))}
        onKeyPressEvent={(event, keyboard) => {
          if ((keyboard as unknown as KeyboardEvent).key === 'Enter')
            void navigate(paths.procedure.href(event.item.id));
        }}
        draggableAccessor={movable}
        resizableAccessor={movable}
        onEventDrop={move}
        onEventResize={move}
        eventPropGetter={(event) => {
          const colour = theme.palette[PROCEDURE_STATUS_COLOURS[event.item.status]].main;
          return {
            style: {
              backgroundColor: alpha(colour, 0.16),
              color: theme.palette.text.primary,
              border: `1px solid ${colour}`,
              borderLeft: `5px solid ${colour}`,
            },
          };
        }}
        slotPropGetter={(date) => (isOpen(date, clinicHours) ? {} : { className: 'clinic-closed' })}
        dayPropGetter={(date) =>
          view === 'month' && !clinicHours.some((hours) => hours.weekday === date.getDay())
            ? { className: 'clinic-closed' }
            : {}
        }
        components={{ event: AppointmentBlock, month: { dateHeader: MonthDay } }}
      />
    </Box>
  );
}
