import { setTestNow, testStartInstant } from '../../../shared/test-utils/fixedClock';

setTestNow(testStartInstant());
