/**
 * Fills an empty portal with demo data: a few hundred patients with Filipino names and intake
 * answers, their procedures (medications, face points) and a year of payments.
 * Uses DATABASE_URL when set, otherwise the PGlite data directory (DATA_DIR, ./data); the data-dir
 * lock makes it refuse while a server has that directory open.
 */
import { count } from 'drizzle-orm';
import { todayIsoDate } from '@clinic/contracts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { faceAnnotationSets, patients, procedureTransactions, procedures } from '../src/db/schema/index.ts';

const PATIENT_COUNT = 300;
const FIRST_NAMES = [
  'Maria',
  'Jose',
  'Juan',
  'Ana',
  'Mark',
  'Kristine',
  'Angelica',
  'John Paul',
  'Jericho',
  'Rosario',
  'Liza',
  'Ramon',
  'Carmela',
  'Paolo',
  'Bea',
  'Niño',
  'Marites',
  'Rodel',
  'Jasmine',
  'Ligaya',
];
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
const MEDICATIONS = [
  'Tretinoin 0.025% cream',
  'Clindamycin gel',
  'Doxycycline 100 mg',
  'Hydroquinone 4%',
  'Sunscreen SPF 50',
];
const MODES = ['cash', 'cash', 'cash', 'card', 'paymaya', 'other'] as const;

let seed = 20250101;
/** A fixed-seed generator: every run makes the same demo clinic. */
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

function phone(): string {
  return `+63 9${between(10, 99)} ${between(100, 999)} ${between(1000, 9999)}`;
}

function patientValues() {
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const sex = random() < 0.65 ? ('F' as const) : ('M' as const);
  const phonePrimary = phone();
  return {
    firstName,
    lastName,
    middleName: random() < 0.6 ? pick(LAST_NAMES) : null,
    sex,
    dateOfBirth: `${between(1960, 2005)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`,
    email: `${firstName}.${lastName}.${between(1, 9999)}@example.ph`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    phonePrimary,
    phonePrimaryDigits: phonePrimary.replace(/\D/g, ''),
    address: `${between(1, 300)} Rizal St., ${pick(CITIES)}`,
    occupation: pick(['Teacher', 'Nurse', 'Call Center Agent', 'Engineer', 'Student', 'Business Owner']),
    emergencyContact: {
      name: `${pick(FIRST_NAMES)} ${lastName}`,
      relationship: pick(['Mother', 'Spouse', 'Sibling']),
      phone: phone(),
    },
    medicalHistory: {
      asthma: random() < 0.1,
      diabetes: random() < 0.08,
      high_blood_pressure: random() < 0.15,
      other: '',
    },
    allergiesSpecific: { latex: random() < 0.05, lidocaine: random() < 0.03, other: '' },
    lifestyle: {
      tobacco_use: pick(['NO', 'NO', 'OCCASIONAL']),
      alcohol_use: pick(['NO', 'OCCASIONAL', 'REGULAR']),
      civil_status: pick(['single', 'married']),
    },
    femaleSpecific: { pregnancy_status: 'none' },
    referralSource: { source: pick(['Facebook', 'Friend', 'Walk-in', 'Doctor']), doctor: '' },
    consultation: { chief_complaint: pick(['Acne', 'Melasma', 'Wrinkles', 'Hair removal']) },
    createdByRole: 'ADMIN',
    createdAt: daysAgo(between(0, 365)),
  };
}

function facePoints(procedureName: string) {
  return Array.from({ length: between(1, 3) }, (_, index) => ({
    id: `point-${index + 1}`,
    x: between(20, 80),
    y: between(15, 85),
    view: random() < 0.7 ? 'front' : 'side',
    label: `Point ${index + 1}`,
    condition: pick(['Fine lines', 'Acne scar', 'Pigmentation']),
    treatment: procedureName,
    notes: '',
    medications: [],
    treatment_date: todayIsoDate(),
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  }));
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const [existing] = await database.db.select({ value: count() }).from(patients);
  if ((existing?.value ?? 0) > 0) {
    console.error('The portal already has patients; demo data goes only into an empty portal.');
    process.exitCode = 1;
  } else {
    await database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(patients)
        .values(Array.from({ length: PATIENT_COUNT }, patientValues))
        .returning({ id: patients.id });
      let payments = 0;
      for (const { id: patientId } of inserted) {
        for (let visit = between(1, 3); visit > 0; visit -= 1) {
          const kind = pick(PROCEDURES);
          const start = daysAgo(between(0, 365));
          const refill = kind.doctor === 'Not Applicable';
          const status = start < daysAgo(2) ? (random() < 0.9 ? 'completed' : 'cancelled') : 'scheduled';
          const [procedure] = await tx
            .insert(procedures)
            .values({
              patientId,
              name: kind.name,
              doctorName: kind.doctor,
              details: `${kind.name} session`,
              startDatetime: start,
              status: refill ? 'completed' : status,
              medications: Array.from({ length: between(0, 2) }, () => ({
                name: pick(MEDICATIONS),
                dosage: 'Apply thinly',
                frequency: 'Once daily',
                start_date: start.toISOString().slice(0, 10),
                notes: `Duration: ${between(1, 4)} weeks`,
              })),
            })
            .returning({ id: procedures.id });
          if (!procedure) continue;
          if (!refill) {
            await tx
              .insert(faceAnnotationSets)
              .values({ procedureId: procedure.id, patientId, annotations: facePoints(kind.name) });
          }
          await tx.insert(procedureTransactions).values({
            procedureId: procedure.id,
            patientId,
            amount: `${between(kind.amount[0], kind.amount[1])}.${pick(['00', '50', '00', '25'])}`,
            paymentMode: pick(MODES),
            paymentStatus: refill || random() < 0.75 ? 'paid' : 'pending',
            paymentDate: todayIsoDate(start),
          });
          payments += 1;
        }
      }
      console.log(`Demo data: ${inserted.length} patients, ${payments} procedures with payments.`);
    });
  }
} finally {
  await database.close();
}
