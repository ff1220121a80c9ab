// The HTTP contract (DESIGN §4, §9): per operation the web calls, its request schema (where the
// route takes a body) and its response schema, named `<Operation>RequestSchema` /
// `<Operation>ResponseSchema` with types `<Operation>Request` / `<Operation>Response`. The web
// client parses every answer with these, and the api's tests parse the same answers with them.
//
// Requests are the zod schemas of `schemas/` (re-exported below). Responses that reuse a zod
// schema (a tool's result, the job status, a share) are zod; the others are built with ./check.ts,
// zod-free, so that the web's first page parses what it reads without loading zod. That page
// imports its areas directly (`@growth-suite/shared/contract/auth`, …): this index also re-exports
// the zod request schemas, and the package's main entry does not include the contract.
export { ContractError, type Infer, type Schema } from './check.ts';
export * from './admin-settings.ts';
export * from './admin-users.ts';
export * from './auth.ts';
export * from './brand.ts';
export * from './clients.ts';
export * from './contact.ts';
export * from './history.ts';
export * from './history-summary.ts';
export * from './queue.ts';
export * from './running-jobs.ts';
export * from './sending.ts';
export * from './settings.ts';
export * from './shares.ts';
export * from './system.ts';
export * from './tools.ts';
export * from './versions.ts';
export * from './workspaces.ts';

export { AdminUserCreateRequestSchema, AdminUserUpdateRequestSchema, PasswordResetRequestSchema, SettingCreateRequestSchema, SettingUpdateRequestSchema } from '../schemas/admin.ts';
export type { AdminUserCreateRequest, AdminUserUpdateRequest, PasswordResetRequest, SettingCreateRequest, SettingUpdateRequest } from '../schemas/admin.ts';
export { LoginRequestSchema, RegisterRequestSchema } from '../schemas/auth.ts';
export type { LoginRequest, RegisterRequest } from '../schemas/auth.ts';
export { ClientCreateRequestSchema, ClientMoveRequestSchema, ClientUpdateRequestSchema, GenerationContextSchema } from '../schemas/clients.ts';
export type { ClientCreateRequest, ClientUpdateRequest, GenerationContext } from '../schemas/clients.ts';
export { ContactRequestSchema, ContactStatusRequestSchema } from '../schemas/contact.ts';
export type { ContactRequest, ContactStatusRequest } from '../schemas/contact.ts';
export { CreateShareRequestSchema } from '../deliverables.ts';
export type { CreateShareRequest } from '../deliverables.ts';
export { BrandUpdateRequestSchema } from '../brand/schema.ts';
export type { BrandUpdateRequest } from '../brand/schema.ts';
export { InvitationCreateRequestSchema, MemberUpdateRequestSchema, WorkspaceCreateRequestSchema, WorkspaceTransferRequestSchema, WorkspaceUpdateRequestSchema } from '../schemas/workspaces.ts';
export type { InvitationCreateRequest, MemberUpdateRequest, WorkspaceCreateRequest, WorkspaceTransferRequest, WorkspaceUpdateRequest } from '../schemas/workspaces.ts';
export * from './mail.ts';
export * from './pipeline.ts';
