// /early.js: run by index.html before the shell's deferred code (page-start.ts).
import { startPageRequests } from './page-start';

startPageRequests(window.location.pathname);
