import {
  CLINIC_TIME_ZONE,
  MEDICAL_CERTIFICATE_KIND_LABELS,
  addressOnOneLine,
  ageFromBirthDate,
  quantityInWordsAndFigures,
  todayIsoDate,
  type ClinicIdentity,
} from '@clinic/contracts';
import type { SignedCredentials } from '../db/schema/index.ts';
import type { PrintedBlock, PrintedIssuedDocument } from './issued-document-pdf.ts';
import type { CertificateContent, PrescriptionContent } from './issued-documents.mapper.ts';
import type { IssuedDocumentRow } from './issued-documents.repository.ts';

export interface PrintedPatient {
  firstName: string;
  middleName: string | null;
  lastName: string;
  sex: 'M' | 'F' | 'O';
  dateOfBirth: string;
  address: string | null;
}

/** What every issued document prints besides its own content. */
export interface PrintContext {
  row: IssuedDocumentRow & { signedAt: Date; verificationCode: string; signedCredentials: SignedCredentials };
  patient: PrintedPatient;
  clinic: ClinicIdentity;
  signature: Buffer | null;
  verifyUrl: string;
}

const SEX_NAMES = { M: 'Male', F: 'Female', O: 'Other' } as const;
const longDate = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' });
const printedDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
const signedDay = (signedAt: Date) => todayIsoDate(signedAt, CLINIC_TIME_ZONE);

const fullName = (patient: PrintedPatient) =>
  [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' ');

function letterhead(credentials: SignedCredentials, clinic: ClinicIdentity): string[] {
  return [
    credentials.printed_name,
    ...(credentials.specialty ? [credentials.specialty] : []),
    ...credentials.letterhead_lines,
    clinic.name,
    ...(clinic.address ? [addressOnOneLine(clinic.address)] : []),
  ];
}

/** The patient's lines; the age is counted on the day signed, in the clinic's zone. */
function patientLines({ row, patient }: PrintContext): string[] {
  const day = signedDay(row.signedAt);
  const age = ageFromBirthDate(patient.dateOfBirth, day);
  return [
    `Patient: ${fullName(patient)}`,
    `Age: ${age ?? ''} \u00b7 Sex: ${SEX_NAMES[patient.sex]}`,
    `Address: ${patient.address ? addressOnOneLine(patient.address) : ''}`,
    `Date: ${printedDate(day)}`,
  ];
}

function signerLines(credentials: SignedCredentials, withS2: boolean): string[] {
  return [
    credentials.printed_name,
    `PRC Lic. No. ${credentials.prc_number ?? ''}`,
    ...(credentials.prc_valid_until ? [`Valid until ${printedDate(credentials.prc_valid_until)}`] : []),
    `PTR No. ${credentials.ptr_number ?? ''}${credentials.ptr_year ? ` (${credentials.ptr_year})` : ''}`,
    ...(withS2 && credentials.s2_number ? [`S2 Lic. No. ${credentials.s2_number}`] : []),
  ];
}

const common = (context: PrintContext) => ({
  letterhead: letterhead(context.row.signedCredentials, context.clinic),
  patient: patientLines(context),
  signature: context.signature,
  verifyUrl: context.verifyUrl,
  code: context.row.verificationCode,
  revoked: context.row.revokedAt !== null,
});

/** Each item's name line, then its quantity (in words and figures for a dangerous drug), sig and refills. */
export function printedPrescription(context: PrintContext): PrintedIssuedDocument {
  const { items } = context.row.content as unknown as PrescriptionContent;
  const body: PrintedBlock[] = items.map((item, index) => ({
    heading: `${index + 1}. ${item.generic_name}${item.brand ? ` (${item.brand})` : ''} ${item.strength} ${item.form}${
      item.dangerous_drug ? ' - dangerous drug' : ''
    }`,
    lines: [
      `Quantity: ${item.dangerous_drug ? quantityInWordsAndFigures(item.quantity) : `#${item.quantity}`}`,
      `Sig: ${item.sig}`,
      ...(item.refills > 0 ? [`Refills: ${item.refills}`] : []),
    ],
  }));
  return {
    ...common(context),
    title: 'PRESCRIPTION',
    symbol: 'Rx',
    body,
    signer: signerLines(
      context.row.signedCredentials,
      items.some((item) => item.dangerous_drug),
    ),
  };
}

export function printedMedicalCertificate(context: PrintContext): PrintedIssuedDocument {
  const content = context.row.content as unknown as CertificateContent;
  const rest =
    content.rest_from && content.rest_to
      ? [
          {
            heading: 'Days of rest',
            lines: [`From ${printedDate(content.rest_from)} to ${printedDate(content.rest_to)}`],
          },
        ]
      : [];
  return {
    ...common(context),
    title: MEDICAL_CERTIFICATE_KIND_LABELS[content.kind].toUpperCase(),
    body: [
      {
        lines: [
          `This is to certify that ${fullName(context.patient)} was examined on ${printedDate(content.examined_on)}.`,
        ],
      },
      { heading: 'Findings / diagnosis', lines: content.findings.split(/\r?\n/) },
      { heading: 'Recommendation', lines: content.recommendation.split(/\r?\n/) },
      ...rest,
      { lines: [`This certificate is issued for: ${content.purpose}`] },
    ],
    signer: signerLines(context.row.signedCredentials, false),
  };
}
