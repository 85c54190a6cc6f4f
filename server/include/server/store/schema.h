#pragma once
// The registry's tables, versioned: each server brings the database up to its version when it
// starts, on SQLite and PostgreSQL alike, and two servers starting at once migrate it once.

#include "server/store/sql_session.h"

namespace gbxx::registry {

// The schema version this program writes.
int currentSchemaVersion();

// Runs the missing steps in one transaction; throws SqlFailure. Refuses (Other) a database whose
// version is newer than this program's.
void migrate(SqlSession& session);

} // namespace gbxx::registry
