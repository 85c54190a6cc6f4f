// Short forms of the layouts' value names (issue 31): labels on small tiles say "P1" for
// "player 1". The short forms are data beside the names; each belongs to a name some layout has.

#include "gbxx/layout.h"
#include "support/test_suite.h"

#include <QTest>

#include <set>
#include <string>

namespace tst_short_names {

using namespace gbxx;

class TestShortNames : public QObject {
    Q_OBJECT

private slots:
    void everyShortFormBelongsToANameOfTheLayouts();
    void ownersAndBoundariesHaveShortForms();
};

void TestShortNames::everyShortFormBelongsToANameOfTheLayouts() {
    std::set<std::string_view> names;
    for (const Layout* layout : allLayouts())
        for (const auto& fields : layout->tiles)
            for (const FieldSpec& f : fields)
                names.insert(f.names.begin(), f.names.end());
    std::set<std::string_view> seen;
    for (const auto& [name, brief] : shortNames()) {
        QVERIFY2(names.count(name), std::string(name).c_str()); // a renamed value loses none
        QVERIFY2(seen.insert(name).second, std::string(name).c_str());
        QVERIFY(!brief.empty());
        QVERIFY2(brief.size() < name.size(), std::string(name).c_str());
    }
}

void TestShortNames::ownersAndBoundariesHaveShortForms() {
    const FieldSpec& homes = *defaultLayout().tileField(Variant::GB64, "homeZones");
    QCOMPARE(homes.shortNameOf(0), std::string_view("P1"));
    QCOMPARE(homes.shortNameOf(3), std::string_view("P4"));
    QCOMPARE(homes.shortNameOf(7), std::string_view()); // "all" is short already
    const FieldSpec& boundary = *defaultLayout().tileField(Variant::GB16, "boundary");
    QCOMPARE(boundary.shortNameOf(3), std::string_view("in"));
    QCOMPARE(boundary.shortNameOf(1), std::string_view("out"));
    QCOMPARE(shortName(""), std::string_view());
    QCOMPARE(shortName("a name of a user's schema"), std::string_view());
}

GBXX_TEST_GUILESS_MAIN(TestShortNames);

} // namespace tst_short_names
#include "tst_short_names.moc"
