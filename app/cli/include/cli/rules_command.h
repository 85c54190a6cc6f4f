#pragma once
// `gbxx rules apply|check`: a board's rules (gbxx/rules.h) on the command line.

#include <QStringList>

namespace gbxx::cli {

// `gbxx rules apply [--rules FILE] [--layout L] [--schema S] IN OUT` and
// `gbxx rules check [options] FILE...`: the arguments after "rules".
int rules(const QStringList& args);

} // namespace gbxx::cli
