// Compares a benchmark run with the kept baseline (tests/bench/baseline.json), both written by
// gbxx_bench --benchmark_out=FILE --benchmark_out_format=json, and names every case that became
// slower than the threshold (docs/performance.md, "Benchmarks as a habit").
//
//   bench_compare BASELINE.json RUN.json [--threshold PERCENT]   (default 10)
//
// Each case is compared by its median real time (the "median" aggregate when the run repeated,
// else the median of its repetitions). Prints one line per case that is slower, faster, new or
// missing; exit 1 when any is slower, 2 when a file cannot be read.

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

namespace {

double nanosecondsPer(const QString& unit) {
    if (unit == QLatin1String("us"))
        return 1e3;
    if (unit == QLatin1String("ms"))
        return 1e6;
    if (unit == QLatin1String("s"))
        return 1e9;
    return 1.0;
}

// Median real time in nanoseconds by case name; nothing (and `why`) when the file is no result.
std::optional<QMap<QString, double>> medians(const QString& path, QString& why) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        why = file.errorString();
        return std::nullopt;
    }
    // Google Benchmark writes NaN and Infinity for counters it cannot compute (a stddev of a
    // constant): not JSON to Qt, and never a time this reads.
    static const QRegularExpression notJson(QStringLiteral(":\\s*-?(NaN|Infinity|nan|inf)\\b"));
    const QString text =
        QString::fromUtf8(file.readAll()).replace(notJson, QStringLiteral(": null"));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        why = QStringLiteral("%1 at byte %2").arg(error.errorString()).arg(error.offset);
        return std::nullopt;
    }
    QMap<QString, std::vector<double>> repetitions;
    QMap<QString, double> aggregated;
    for (const QJsonValue& value :
         document.object().value(QStringLiteral("benchmarks")).toArray()) {
        const QJsonObject b = value.toObject();
        const double ns = b.value(QStringLiteral("real_time")).toDouble() *
                          nanosecondsPer(b.value(QStringLiteral("time_unit")).toString());
        const QString runName = b.value(QStringLiteral("run_name"))
                                    .toString(b.value(QStringLiteral("name")).toString());
        if (b.value(QStringLiteral("run_type")).toString() == QLatin1String("aggregate")) {
            if (b.value(QStringLiteral("aggregate_name")).toString() == QLatin1String("median"))
                aggregated.insert(runName, ns);
        } else {
            repetitions[runName].push_back(ns);
        }
    }
    for (auto it = repetitions.begin(); it != repetitions.end(); ++it) {
        if (aggregated.contains(it.key()))
            continue;
        std::vector<double>& v = it.value();
        std::sort(v.begin(), v.end());
        const std::size_t n = v.size();
        aggregated.insert(it.key(), n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
    }
    return aggregated;
}

QString shown(double ns) {
    if (ns >= 1e6)
        return QStringLiteral("%1 ms").arg(ns / 1e6, 0, 'f', 3);
    if (ns >= 1e3)
        return QStringLiteral("%1 µs").arg(ns / 1e3, 0, 'f', 2);
    return QStringLiteral("%1 ns").arg(ns, 0, 'f', 1);
}

void say(const QString& line) {
    std::fputs((line + QLatin1Char('\n')).toUtf8().constData(), stdout);
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    double threshold = 10;
    const qsizetype option = args.indexOf(QStringLiteral("--threshold"));
    if (option >= 0) {
        bool ok = false;
        threshold = args.value(option + 1).toDouble(&ok);
        if (!ok || threshold < 0) {
            std::fputs("error: --threshold takes a percentage\n", stderr);
            return 2;
        }
        args.remove(option, 2);
    }
    if (args.size() != 2) {
        std::fputs("usage: bench_compare BASELINE.json RUN.json [--threshold PERCENT]\n", stderr);
        return 2;
    }
    QString why;
    const auto baseline = medians(args[0], why);
    const auto run = baseline ? medians(args[1], why) : std::nullopt;
    if (!baseline || !run) {
        std::fputs(QStringLiteral("error: cannot read benchmark results from %1: %2\n")
                       .arg(baseline ? args[1] : args[0], why)
                       .toUtf8()
                       .constData(),
                   stderr);
        return 2;
    }
    int slower = 0;
    for (auto it = baseline->begin(); it != baseline->end(); ++it) {
        if (!run->contains(it.key())) {
            say(QStringLiteral("missing: %1").arg(it.key()));
            continue;
        }
        const double before = it.value();
        const double now = run->value(it.key());
        const double change = before > 0 ? (now - before) / before * 100 : 0;
        if (change > threshold) {
            ++slower;
            say(QStringLiteral("slower: %1: %2 → %3 (+%4%)")
                    .arg(it.key(), shown(before), shown(now))
                    .arg(change, 0, 'f', 1));
        } else if (change < -threshold) {
            say(QStringLiteral("faster: %1: %2 → %3 (%4%)")
                    .arg(it.key(), shown(before), shown(now))
                    .arg(change, 0, 'f', 1));
        }
    }
    for (auto it = run->begin(); it != run->end(); ++it)
        if (!baseline->contains(it.key()))
            say(QStringLiteral("new: %1: %2").arg(it.key(), shown(it.value())));
    say(slower == 0 ? QStringLiteral("no case is more than %1% slower").arg(threshold)
                    : QStringLiteral("%1 case(s) more than %2% slower").arg(slower).arg(threshold));
    return slower == 0 ? 0 : 1;
}
