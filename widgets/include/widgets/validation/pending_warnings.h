#pragma once
// Warnings about a board that come later than the board's own (the Validation dock's validator
// scripts, which run in the background): ready() comes once, with them all. Destroying it
// abandons the work, and ready() never comes.

#include "gbxx/warnings.h"

#include <QObject>

#include <vector>

namespace gbxx {

class PendingWarnings : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

signals:
    void ready(const std::vector<gbxx::Warning>& warnings);
};

} // namespace gbxx
