/**
 * React picks its production or development build from the process's NODE_ENV when it loads,
 * before any host config is read: a production figure needs the process itself in production
 * mode. The npm scripts set it; a run without it stops here instead of printing misleading figures.
 */
export function requireProductionReact(script: string): void {
  if (process.env.NODE_ENV === 'production') return;
  console.error(`Run with NODE_ENV=production (npm run ${script} does): React would render with its development build.`);
  process.exit(1);
}
