/** The contract of the Qube API (filled in by the contract work). */
export {};
