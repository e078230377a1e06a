import { sandboxDocumentCheck, type DocumentCheck } from './registrationDocuments';
import { chosenProvider } from '../../platform/providers/providerChoice';
import type { QubeEnv } from '../../platform/env';

/**
 * The document check (ON-24: photos of an identity document after a failed identity check) named by
 * QUBE_DOCUMENTS_PROVIDER ('sandbox' is the only one today), or null: production has none unless it is named (the
 * sandbox passes any photo), and upload-documents/ then answers 503. A real provider is one more branch here.
 */
export const selectDocumentCheck = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): DocumentCheck | null =>
  chosenProvider('documents', env, processEnv) === null ? null : sandboxDocumentCheck;
