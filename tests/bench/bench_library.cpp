// The board library (issue 17) at the sizes a designer's collection reaches: a first index of
// 10,000 boards of up to 32×32 tiles with thumbnails (budget 10 s), the same index again with
// nothing changed (1 s), and searches of a library of 20,000 boards (50 ms each). The boards are
// written once into a temporary folder; `cat` of the same files is the anchor.

#include "gbxx/board.h"
#include "gbxx/codec.h"
#include "library/library_indexer.h"
#include "library/library_search.h"
#include "render/board_thumbnail.h"

#include <benchmark/benchmark.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <random>

namespace gbxx::bench {
namespace {

const char* const kWords[] = {"Ring",  "Forest", "Isles", "Castle", "Maze",    "River", "Desert",
                              "Arena", "Tower",  "Swamp", "Peak",   "Harbour", "Élan",  "Château"};
const char* const kAuthors[] = {"Élodie", "Bob", "Ann", "Zoë", "Marek", "Ines", "Tom", "Yuki"};

// `count` boards in nested folders (100 per folder), every tile random, 1 in 50 a copy.
QString writeCollection(const QString& root, int count, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    const Variant variants[] = {Variant::GB08, Variant::GB16, Variant::GB32, Variant::GB64};
    QByteArray previous;
    for (int k = 0; k < count; ++k) {
        const QString folder =
            QStringLiteral("%1/set%2/part%3").arg(root).arg(k / 1000).arg(k / 100);
        QDir().mkpath(folder);
        const Variant variant = variants[random() % 4];
        QByteArray bytes;
        if (k % 50 == 49) {
            bytes = previous;
        } else {
            Board board(variant, 1 + static_cast<int>(random() % 32),
                        1 + static_cast<int>(random() % 32));
            board.setHeaderBits(static_cast<std::uint16_t>(random()));
            for (TileIndex t = 0; t < board.tileCount(); ++t)
                board.setTileRaw(t, random());
            const std::string title = std::string(kWords[random() % std::size(kWords)]) + " " +
                                      kWords[random() % std::size(kWords)] + " " +
                                      std::to_string(k);
            board.footer().setText(footerField("title"), title);
            board.footer().setText(footerField("author"), kAuthors[random() % std::size(kAuthors)]);
            char code[6];
            std::snprintf(code, sizeof code, "C%04d", static_cast<int>(random() % 10000));
            board.footer().setText(footerField("boardCode"), code);
            const auto written = writeBoard(board);
            bytes = QByteArray(reinterpret_cast<const char*>(written.data()),
                               static_cast<qsizetype>(written.size()));
        }
        previous = bytes;
        QFile file(QStringLiteral("%1/board%2.gb%3")
                       .arg(folder)
                       .arg(k)
                       .arg(QString::fromLatin1(digitsOf(variant).data(), 2)));
        if (file.open(QIODevice::WriteOnly))
            file.write(bytes);
    }
    return root;
}

ThumbnailMaker thumbnails() {
    return [](const Board& board) { return boardThumbnailPng(board, 96); };
}

struct Collection {
    QTemporaryDir dir;
    QString boards = writeCollection(dir.filePath(QStringLiteral("boards")), 10000, 1);
};

Collection& collection() {
    static Collection kept;
    return kept;
}

void BM_LibraryFirstIndex(benchmark::State& state) {
    Collection& c = collection();
    for (auto _ : state) {
        QFile::remove(c.dir.filePath(QStringLiteral("first.sqlite")));
        LibraryDatabase db(c.dir.filePath(QStringLiteral("first.sqlite")));
        LibraryIndexer indexer(db, thumbnails());
        IndexSummary summary;
        indexer.index({c.boards, QStringLiteral("2023-09")}, {}, summary);
        state.counters["boards"] = static_cast<double>(summary.read);
    }
}

void BM_LibraryIndexUnchanged(benchmark::State& state) {
    Collection& c = collection();
    LibraryDatabase db(c.dir.filePath(QStringLiteral("again.sqlite")));
    LibraryIndexer indexer(db, thumbnails());
    IndexSummary first;
    indexer.index({c.boards, QStringLiteral("2023-09")}, {}, first);
    for (auto _ : state) {
        IndexSummary summary;
        indexer.index({c.boards, QStringLiteral("2023-09")}, {}, summary);
        state.counters["unchanged"] = static_cast<double>(summary.unchanged);
    }
}

// The anchor: reading every file of the collection with `cat`.
void BM_LibraryCatAll(benchmark::State& state) {
    Collection& c = collection();
    for (auto _ : state) {
        QProcess cat;
        cat.setStandardOutputFile(QProcess::nullDevice());
        cat.start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"),
             QStringLiteral("find '%1' -name '*.gb*' -exec cat {} + >/dev/null").arg(c.boards)});
        cat.waitForFinished(-1);
    }
}

// 20,000 boards: the collection indexed twice under two names.
LibraryDatabase& largeLibrary() {
    static LibraryDatabase* db = [] {
        Collection& c = collection();
        const QString copy = c.dir.filePath(QStringLiteral("copy"));
        QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-r"), c.boards, copy});
        auto* opened = new LibraryDatabase(c.dir.filePath(QStringLiteral("large.sqlite")));
        LibraryIndexer indexer(*opened, {});
        for (const QString& folder : {c.boards, copy}) {
            IndexSummary summary;
            indexer.index({folder, QStringLiteral("2023-09")}, {}, summary);
        }
        return opened;
    }();
    return *db;
}

void BM_LibrarySearch(benchmark::State& state) {
    LibraryDatabase& db = largeLibrary();
    LibraryQuery query;
    switch (state.range(0)) {
    case 0: // two words
        query.words = QStringList{QStringLiteral("château"), QStringLiteral("élodie")};
        break;
    case 1: // filters only
        query.shape.variant = 32;
        query.shape.hex = true;
        query.shape.minWidth = 10;
        query.shape.maxLength = 20;
        break;
    case 2: // everything matches
        break;
    case 3: // duplicates
        break;
    }
    std::size_t found = 0;
    for (auto _ : state)
        found = state.range(0) == 3 ? duplicateGroups(db)->size() : findBoards(db, query)->size();
    state.counters["found"] = static_cast<double>(found);
    state.counters["boards"] = static_cast<double>(db.counts().first);
}

} // namespace

BENCHMARK(BM_LibraryFirstIndex)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LibraryIndexUnchanged)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LibraryCatAll)->Iterations(3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LibrarySearch)
    ->Arg(0)
    ->Arg(1)
    ->Arg(2)
    ->Arg(3)
    ->ArgName("words,filters,all,duplicates")
    ->Unit(benchmark::kMillisecond);

} // namespace gbxx::bench
