// Standalone page of this remote; the async boundary lets federation negotiate shared modules first.
import('./standalone');
