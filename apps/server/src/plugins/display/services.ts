/**
 * What the display routes share for the life of the app: the in-memory pop-up
 * cache, the monthly view count, the group committers and the IP hasher. `drain()` waits until every
 * queued write has committed (called from the app's onClose hook, so a
 * graceful shutdown loses nothing that was accepted).
 */
import type { Db, GroupCommitter } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { DailyKeySource } from '../../cluster/shared-salt.js';
import { findPopupOwner } from '../../data/popup-repository.js';
import { type AbAssignmentRecorder, createAbAssignmentRecorder } from './ab-assignment-writer.js';
import { loadAccount } from './account-loader.js';
import { type CloseRow, createCloseWriter } from './close-writer.js';
import { type ConversionRow, createConversionWriter } from './conversion-writer.js';
import { createGameService, type GameService } from './game-service.js';
import { createInstallSeen, type InstallSeen } from './install-seen.js';
import { createIpHasher, type IpHasher } from './ip-hash.js';
import { createMonthlyViews, type MonthlyViews } from './monthly-views.js';
import { createPopupCache, type PopupCache } from './popup-cache.js';
import { createViewProof, type ViewProof } from './view-proof.js';
import { createViewWriter, type ViewRow } from './view-writer.js';

export interface DisplayServices {
  popupCache: PopupCache;
  /** The monthly view quota: its count, its check and its bump (monthly-views.ts). */
  monthlyViews: MonthlyViews;
  /** Answers whether the view counted toward the monthly quota. */
  views: GroupCommitter<ViewRow, boolean>;
  closes: GroupCommitter<CloseRow, void>;
  conversions: GroupCommitter<ConversionRow, string>;
  abAssignments: AbAssignmentRecorder;
  ipHasher: IpHasher;
  /** Prize draws and their claims (game-service.ts). */
  games: GameService;
  /** The install check's first display request per account (install-seen.ts). */
  installSeen: InstallSeen;
  /** The view tokens: issued in display answers, required by view reports and prize draws (view-proof.ts). */
  viewProof: ViewProof;
  drain(): Promise<void>;
}

/**
 * `leadIpKeys`, `viewProofKeys`: the day's keys shared by every process (cluster/shared-salt.ts); without
 * them, per process.
 */
export function createDisplayServices(
  db: Db,
  log: FastifyBaseLogger,
  leadIpKeys?: DailyKeySource,
  viewProofKeys?: DailyKeySource,
): DisplayServices {
  const views = createViewWriter(db);
  const closes = createCloseWriter(db);
  const conversions = createConversionWriter(db);
  const abAssignments = createAbAssignmentRecorder(db, log);
  const monthlyViews = createMonthlyViews(db);
  const popupCache = createPopupCache({
    async load(accountId) {
      const entry = await loadAccount(db, log, accountId);
      // The display route checks the quota from the account's first request on.
      if (entry) await monthlyViews.seed(accountId);
      return entry;
    },
    findOwner: (poptinId) => findPopupOwner(db, poptinId),
  });
  return {
    popupCache,
    monthlyViews,
    views,
    closes,
    conversions,
    abAssignments,
    ipHasher: createIpHasher(undefined, leadIpKeys),
    games: createGameService(db),
    installSeen: createInstallSeen(db, log),
    viewProof: createViewProof(undefined, viewProofKeys),
    async drain() {
      await Promise.all([views.drain(), closes.drain(), conversions.drain(), abAssignments.drain()]);
    },
  };
}
