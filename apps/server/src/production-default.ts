/**
 * main.ts imports this first: a server started without NODE_ENV runs as production, so React renders pages with
 * its production build (the development one validates every element; uncached pages served half the requests).
 * The test runner sets NODE_ENV=test and keeps React's development checks.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
