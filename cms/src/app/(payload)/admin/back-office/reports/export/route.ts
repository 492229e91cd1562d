import { exportCsv, reportsCsv } from '@/back-office/csvExport'

export const GET = exportCsv(reportsCsv)
