import { exportAuditLog } from '@/back-office/auditLogExport'

export const GET = exportAuditLog
