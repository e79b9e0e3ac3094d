import * as contracts from '@clinic/contracts';
import { z } from 'zod';

/**
 * The contracts' schemas the OpenAPI document names (`#/components/schemas/Patient`), so a
 * generated client has a `Patient` type instead of one anonymous shape per route. A registry of
 * the document's own rather than zod's global one: naming a schema here changes nothing the
 * browser or the server's validation sees. A schema read from a request is named with `Input`
 * added (`CreatePatientInput`), as fastify-type-provider-zod does; names that nothing references
 * are left out of the document.
 */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  ErrorResponse: contracts.errorResponseSchema,
  ValidationIssue: contracts.validationIssueSchema,
  Message: contracts.messageResponseSchema,
  Token: contracts.tokenResponseSchema,
  Login: contracts.loginInputSchema,
  Register: contracts.registerInputSchema,
  User: contracts.userSchema,
  UpdateUser: contracts.updateUserInputSchema,
  AccountSession: contracts.accountSessionSchema,
  Patient: contracts.patientSchema,
  PatientList: contracts.patientListResponseSchema,
  PatientSummary: contracts.patientSummarySchema,
  CreatePatient: contracts.createPatientInputSchema,
  UpdatePatient: contracts.updatePatientInputSchema,
  Attachment: contracts.attachmentSchema,
  ArchivedPatient: contracts.archivedPatientSchema,
  Procedure: contracts.procedureSchema,
  ProcedureList: contracts.procedureListResponseSchema,
  CreateProcedure: contracts.createProcedureInputSchema,
  UpdateProcedure: contracts.updateProcedureInputSchema,
  ProcedureStatus: contracts.procedureStatusSchema,
  Medication: contracts.medicationSchema,
  FaceAnnotationSet: contracts.faceAnnotationSetSchema,
  FaceAnnotationPoint: contracts.faceAnnotationPointSchema,
  SaveFaceAnnotations: contracts.saveFaceAnnotationsInputSchema,
  ScheduleItem: contracts.scheduleItemSchema,
  Reminder: contracts.reminderSchema,
  ReminderLog: contracts.reminderLogSchema,
  Transaction: contracts.transactionSchema,
  TransactionList: contracts.transactionListResponseSchema,
  CreateTransaction: contracts.createTransactionInputSchema,
  UpdateTransaction: contracts.updateTransactionInputSchema,
  Product: contracts.productSchema,
  ProductDetail: contracts.productDetailSchema,
  Lot: contracts.lotSchema,
  LotDetail: contracts.lotDetailSchema,
  ConsentTemplate: contracts.consentTemplateSchema,
  ProcedureConsent: contracts.procedureConsentSchema,
  Photo: contracts.photoSchema,
  Backup: contracts.backupSchema,
  Role: contracts.roleSchema,
};

export const openApiComponents = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) openApiComponents.add(schema, { id });
