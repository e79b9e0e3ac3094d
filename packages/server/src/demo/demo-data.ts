/**
 * A demo clinic: patients with Filipino names and intake answers, their procedures (medications,
 * face points) and a year of payments. Every record is built as the screens would send it and
 * checked by the contracts' schemas, so the demo shows what the portal really stores.
 */
import {
  createPatientInputSchema,
  faceAnnotationPointSchema,
  foldedName,
  pointLabel,
  serviceInputSchema,
  todayIsoDate,
  type ServiceInput,
} from '@clinic/contracts';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { faceAnnotationSets, patients, procedureTransactions, procedures, services } from '../db/schema/index.ts';
import { toPatientValues } from '../patients/patients.mapper.ts';

/** First names by the sex a Filipino reader takes them for, so a record's name and sex agree. */
export const FEMALE_FIRST_NAMES = [
  'Maria',
  'Ana',
  'Kristine',
  'Angelica',
  'Rosario',
  'Liza',
  'Carmela',
  'Bea',
  'Marites',
  'Jasmine',
  'Ligaya',
];
export const MALE_FIRST_NAMES = ['Jose', 'Juan', 'Mark', 'John Paul', 'Jericho', 'Ramon', 'Paolo', 'Niño', 'Rodel'];
const LAST_NAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Dela Cruz',
  'Villanueva',
  'Castillo',
  'Aquino',
  'Ramos',
  'Fernandez',
  'Gonzales',
  'Navarro',
  'Peña',
  'Soriano',
  'Tolentino',
  'Manalo',
  'Pascual',
];
const CITIES = ['Quezon City', 'Makati', 'Pasig', 'Taguig', 'Cebu City', 'Davao City', 'Mandaluyong', 'Parañaque'];
const PROCEDURES = [
  { name: 'Botox', doctor: 'Dr. Reyes', amount: [8000, 15000] },
  { name: 'Chemical Peel', doctor: 'Dr. Santos', amount: [2500, 5000] },
  { name: 'Laser Hair Removal', doctor: 'Dr. Lim', amount: [3000, 9000] },
  { name: 'Acne Facial', doctor: 'Dr. Santos', amount: [1200, 2500] },
  { name: 'Dermal Filler', doctor: 'Dr. Reyes', amount: [15000, 30000] },
  { name: 'Medicine Refill / Purchase', doctor: 'Not Applicable', amount: [300, 2000] },
] as const;
/** The catalogue the demo's procedures are chosen from (a refill is a purchase, not a service). */
const SERVICES: readonly ServiceInput[] = [
  {
    name: 'Botox',
    category: 'injectable',
    duration_minutes: 30,
    consent_template_ids: [],
    uses_stock: true,
    active: true,
    price: '12000.00',
  },
  {
    name: 'Chemical Peel',
    category: 'skin_treatment',
    duration_minutes: 45,
    consent_template_ids: [],
    uses_stock: false,
    active: true,
    price: '3500.00',
  },
  {
    name: 'Laser Hair Removal',
    category: 'laser',
    duration_minutes: 60,
    consent_template_ids: [],
    uses_stock: false,
    active: true,
    price: '6000.00',
  },
  {
    name: 'Acne Facial',
    category: 'facial',
    duration_minutes: 60,
    consent_template_ids: [],
    uses_stock: false,
    active: true,
    price: '1800.00',
  },
  {
    name: 'Dermal Filler',
    category: 'injectable',
    duration_minutes: 45,
    consent_template_ids: [],
    uses_stock: true,
    active: true,
    price: '22000.00',
  },
];
const MEDICATIONS = [
  'Tretinoin 0.025% cream',
  'Clindamycin gel',
  'Doxycycline 100 mg',
  'Hydroquinone 4%',
  'Sunscreen SPF 50',
];
const MODES = ['cash', 'cash', 'cash', 'card', 'paymaya', 'other'] as const;

/** A fixed-seed generator: every run makes the same demo clinic. */
function demoRandom(seed = 20250101) {
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return {
    random,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    between: (low: number, high: number) => low + Math.floor(random() * (high - low + 1)),
  };
}
type DemoRandom = ReturnType<typeof demoRandom>;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** An appointment `days` before today (negative: ahead), on the half hour between 9:00 and 16:30 in Manila. */
function appointment({ between, pick }: DemoRandom, days: number): Date {
  const day = daysAgo(days);
  const manilaHour = between(9, 16);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), manilaHour - 8, pick([0, 30])));
}

/** What has become of an appointment by now: done or called off in the past, under way today, booked ahead. */
function statusOn(start: Date, { random }: DemoRandom) {
  const today = new Date().toISOString().slice(0, 10);
  const day = start.toISOString().slice(0, 10);
  if (day > today) return 'scheduled';
  if (day === today) return random() < 0.5 ? 'ongoing' : 'scheduled';
  return random() < 0.9 ? 'completed' : 'cancelled';
}

/** A mobile number as staff type it; the contracts keep its digits and leading +. */
function phone({ between }: DemoRandom): string {
  return `09${between(10, 99)}${between(100, 999)}${between(1000, 9999)}`;
}

/** A new-patient form as the clinic would fill it, checked by the same schema as the API's. */
function patientInput(generator: DemoRandom) {
  const { random, pick, between } = generator;
  const sex = random() < 0.65 ? 'F' : 'M';
  const firstName = pick(sex === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const relationship = pick(['Mother', 'Spouse', 'Sibling']);
  const contactIsFemale = relationship === 'Mother' || (relationship === 'Spouse' ? sex === 'M' : random() < 0.5);
  return createPatientInputSchema.parse({
    first_name: firstName,
    middle_name: random() < 0.6 ? pick(LAST_NAMES) : '',
    last_name: lastName,
    sex,
    date_of_birth: `${between(1960, 2005)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`,
    email: `${firstName}.${lastName}.${between(1, 9999)}@example.ph`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    phone_primary: phone(generator),
    address: `${between(1, 300)} Rizal St., ${pick(CITIES)}`,
    occupation: pick(['Teacher', 'Nurse', 'Call Center Agent', 'Engineer', 'Student', 'Business Owner']),
    emergency_contact: {
      name: `${pick(contactIsFemale ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${lastName}`,
      relationship,
      phone: phone(generator),
    },
    medical_history: {
      asthma: random() < 0.1,
      diabetes: random() < 0.08,
      high_blood_pressure: random() < 0.15,
      other: '',
    },
    allergies_specific: { latex: random() < 0.05, lidocaine: random() < 0.03, other: '' },
    lifestyle: {
      tobacco_use: pick(['NO', 'NO', 'OCCASIONAL']),
      alcohol_use: pick(['NO', 'OCCASIONAL', 'REGULAR']),
      civil_status: pick(['single', 'married']),
    },
    female_specific: { pregnancy_status: 'none' },
    referral_source: { source: pick(['Social Media', 'Family/Friend', 'Doctor', '']), doctor: '' },
    consultation: { chief_complaint: pick(['Acne', 'Melasma', 'Wrinkles', 'Hair removal']) },
    succeeding_consultations: [],
    current_medications: random() < 0.3 ? [pick(MEDICATIONS)] : [],
    surgeries: [],
  });
}

/** Column values the way the patients service stores a staff registration. */
function patientValues(generator: DemoRandom) {
  const input = patientInput(generator);
  const createdAt = daysAgo(generator.between(0, 365));
  return {
    ...toPatientValues(input),
    firstName: input.first_name,
    lastName: input.last_name,
    sex: input.sex,
    dateOfBirth: input.date_of_birth,
    createdByRole: 'ADMIN',
    createdAt,
    updatedAt: createdAt,
  };
}

/** Points as the face diagram saves them, checked by the contracts' schema. */
function facePoints({ random, pick, between }: DemoRandom, procedureName: string) {
  const now = new Date().toISOString();
  return faceAnnotationPointSchema.array().parse(
    Array.from({ length: between(1, 3) }, (_, index) => ({
      id: `point-${index + 1}`,
      x: between(20, 80),
      y: between(15, 85),
      view: random() < 0.7 ? 'front' : 'side',
      label: pointLabel(index),
      condition: pick(['Fine lines', 'Acne scar', 'Pigmentation']),
      treatment: procedureName,
      notes: '',
      medications: '',
      treatment_date: todayIsoDate(),
      created_at: now,
      updated_at: now,
    })),
  );
}

/**
 * Fills an empty portal with `patientCount` demo patients in one transaction. Answers what it
 * added, or undefined when the portal already has patients (demo data never mixes with real).
 */
export async function seedDemoData(db: Database, patientCount = 300) {
  const [existing] = await db.select({ value: count() }).from(patients);
  if ((existing?.value ?? 0) > 0) return undefined;
  const generator = demoRandom();
  const { random, pick, between } = generator;
  return db.transaction(async (tx) => {
    // Services a clinic already added keep theirs: the demo's are added beside them.
    await tx
      .insert(services)
      .values(
        SERVICES.map((service) => serviceInputSchema.parse(service)).map((service) => ({
          name: service.name,
          foldedName: foldedName(service.name),
          category: service.category,
          durationMinutes: service.duration_minutes,
          usesStock: service.uses_stock,
        })),
      )
      .onConflictDoNothing();
    const serviceIds = new Map(
      (await tx.select({ id: services.id, foldedName: services.foldedName }).from(services)).map((row) => [
        row.foldedName,
        row.id,
      ]),
    );
    const inserted = await tx
      .insert(patients)
      .values(Array.from({ length: patientCount }, () => patientValues(generator)))
      .returning({ id: patients.id });
    let procedureCount = 0;
    for (const { id: patientId } of inserted) {
      for (let visit = between(1, 3); visit > 0; visit -= 1) {
        const kind = pick(PROCEDURES);
        // A few visits are still ahead, booked up to three weeks out.
        const start = appointment(generator, random() < 0.08 ? -between(1, 21) : between(0, 365));
        const refill = kind.doctor === 'Not Applicable';
        const [procedure] = await tx
          .insert(procedures)
          .values({
            patientId,
            name: kind.name,
            serviceId: serviceIds.get(foldedName(kind.name)) ?? null,
            doctorName: kind.doctor,
            details: `${kind.name} session`,
            startDatetime: start,
            status: refill ? 'completed' : statusOn(start, generator),
            medications: Array.from({ length: between(0, 2) }, () => ({
              name: pick(MEDICATIONS),
              dosage: 'Apply thinly',
              frequency: 'Once daily',
              start_date: todayIsoDate(start),
              notes: `Duration: ${between(1, 4)} weeks`,
            })),
          })
          .returning({ id: procedures.id });
        if (!procedure) continue;
        if (!refill) {
          await tx
            .insert(faceAnnotationSets)
            .values({ procedureId: procedure.id, patientId, annotations: facePoints(generator, kind.name) });
        }
        await tx.insert(procedureTransactions).values({
          procedureId: procedure.id,
          patientId,
          amount: `${between(kind.amount[0], kind.amount[1])}.${pick(['00', '50', '00', '25'])}`,
          paymentMode: pick(MODES),
          paymentStatus: refill || (start.getTime() < Date.now() && random() < 0.75) ? 'paid' : 'pending',
          paymentDate: todayIsoDate(start),
        });
        procedureCount += 1;
      }
    }
    return { patients: inserted.length, procedures: procedureCount };
  });
}
