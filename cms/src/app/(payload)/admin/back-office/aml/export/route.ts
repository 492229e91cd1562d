import { amlCsv, exportCsv } from '@/back-office/csvExport'

export const GET = exportCsv(amlCsv)
