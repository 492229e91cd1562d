import { auditLogCsv, exportCsv } from '@/back-office/csvExport'

export const GET = exportCsv(auditLogCsv)
