// The device-facing ingestion service (ARCHITECTURE.md §1); built out in src/.
export {};
