#!/usr/bin/env node
// goscore command-line tool (web/cli/main.js; usage: goscore --help). web/cli/early.js comes first
// and alone: a static import of main.js would have the whole package parsed before early.js runs,
// and early.js starts the archive mode's worker threads, which should overlap that.
import './cli/early.js';

await import('./cli/main.js');
