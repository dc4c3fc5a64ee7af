// Async boundary so that the shared singletons are negotiated before any React code runs.
import('./bootstrap');
