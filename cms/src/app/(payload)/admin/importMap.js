import { NotWrittenNote as NotWrittenNote_ee0ced3a0bacf43ab78154e119cc173c } from '../../../localization/NotWrittenNote'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BackOfficeNav as BackOfficeNav_9acd7e3b28f34f0e76b6a30fe9826a4c } from '../../../back-office/views/BackOfficeNav'
import { BackOfficeHomeView as BackOfficeHomeView_d77bf776bed6447d3ec7f16ffc504495 } from '../../../back-office/views/BackOfficeHomeView'
import { AuditLogView as AuditLogView_5e56bec993d9fcfd4b7c17749c1c7ee1 } from '../../../back-office/views/AuditLogView'
import { IdentityChecksView as IdentityChecksView_5c127c9331184a7c80351de7c5c9acad } from '../../../back-office/views/IdentityChecksView'
import { SelfExclusionsView as SelfExclusionsView_4eaa4768c6e8ea6634fd2dde41aff6c9 } from '../../../back-office/views/SelfExclusionsView'
import { AmlView as AmlView_1eacda85c4347b4b71d42df603fff725 } from '../../../back-office/views/AmlView'
import { AdjustmentsView as AdjustmentsView_58a7043063656581b845c65c182e1967 } from '../../../back-office/views/AdjustmentsView'
import { WithdrawalsView as WithdrawalsView_0fb0bc03b073fdc6efe8e94509ae8318 } from '../../../back-office/views/WithdrawalsView'
import { ParkedTransfersView as ParkedTransfersView_b533ca76610e806f7bdb171c3d85b32b } from '../../../back-office/views/ParkedTransfersView'
import { ClosuresView as ClosuresView_dedc172461e30325d2fb42087a4e5305 } from '../../../back-office/views/ClosuresView'
import { PlayersView as PlayersView_2f188bd24cc7366416a09c99a29c5817 } from '../../../back-office/views/PlayersView'
import { AgentsView as AgentsView_da4df08cea86f2c2b55e7b9c02bc22c4 } from '../../../back-office/views/AgentsView'
import { RiskView as RiskView_a8c41f5845bba6b4093854168f14db5c } from '../../../back-office/views/RiskView'
import { ReportsView as ReportsView_7b63f7ecdf3ca24ec26f37f54fba3d6c } from '../../../back-office/views/ReportsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/localization/NotWrittenNote#NotWrittenNote": NotWrittenNote_ee0ced3a0bacf43ab78154e119cc173c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/back-office/views/BackOfficeNav#BackOfficeNav": BackOfficeNav_9acd7e3b28f34f0e76b6a30fe9826a4c,
  "/back-office/views/BackOfficeHomeView#BackOfficeHomeView": BackOfficeHomeView_d77bf776bed6447d3ec7f16ffc504495,
  "/back-office/views/AuditLogView#AuditLogView": AuditLogView_5e56bec993d9fcfd4b7c17749c1c7ee1,
  "/back-office/views/IdentityChecksView#IdentityChecksView": IdentityChecksView_5c127c9331184a7c80351de7c5c9acad,
  "/back-office/views/SelfExclusionsView#SelfExclusionsView": SelfExclusionsView_4eaa4768c6e8ea6634fd2dde41aff6c9,
  "/back-office/views/AmlView#AmlView": AmlView_1eacda85c4347b4b71d42df603fff725,
  "/back-office/views/AdjustmentsView#AdjustmentsView": AdjustmentsView_58a7043063656581b845c65c182e1967,
  "/back-office/views/WithdrawalsView#WithdrawalsView": WithdrawalsView_0fb0bc03b073fdc6efe8e94509ae8318,
  "/back-office/views/ParkedTransfersView#ParkedTransfersView": ParkedTransfersView_b533ca76610e806f7bdb171c3d85b32b,
  "/back-office/views/ClosuresView#ClosuresView": ClosuresView_dedc172461e30325d2fb42087a4e5305,
  "/back-office/views/PlayersView#PlayersView": PlayersView_2f188bd24cc7366416a09c99a29c5817,
  "/back-office/views/AgentsView#AgentsView": AgentsView_da4df08cea86f2c2b55e7b9c02bc22c4,
  "/back-office/views/RiskView#RiskView": RiskView_a8c41f5845bba6b4093854168f14db5c,
  "/back-office/views/ReportsView#ReportsView": ReportsView_7b63f7ecdf3ca24ec26f37f54fba3d6c,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
