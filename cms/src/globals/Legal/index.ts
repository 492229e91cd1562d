import { createLegalGlobal } from './createLegalGlobal'

export const LegalRules = createLegalGlobal('legal-rules', 'Rules')
export const LegalTerms = createLegalGlobal('legal-terms', 'Terms and Conditions')
export const LegalPrivacy = createLegalGlobal('legal-privacy', 'Privacy Policy')
