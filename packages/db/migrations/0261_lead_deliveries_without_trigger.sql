-- Lead deliveries are queued by the statement that stores the leads (a data-modifying CTE in the conversion
-- writer), no longer by a statement trigger with transition tables: Citus does not run those on distributed
-- tables. The statement is still one atomic commit, so an acknowledged lead still always has its deliveries.
DROP TRIGGER conversions_enqueue_deliveries ON conversions;
DROP FUNCTION enqueue_lead_deliveries();
