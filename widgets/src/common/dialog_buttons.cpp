#include "widgets/common/dialog_buttons.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QPushButton>

namespace gbxx {

void describeStandardButtons(QDialogButtonBox* box) {
    const auto say = [](const char* text) {
        return QCoreApplication::translate("gbxx::DialogButtons", text);
    };
    for (QAbstractButton* button : box->buttons()) {
        if (!button->accessibleDescription().isEmpty() || !button->toolTip().isEmpty())
            continue;
        QString description;
        switch (box->standardButton(button)) {
        case QDialogButtonBox::Ok:
            description =
                say(QT_TRANSLATE_NOOP("gbxx::DialogButtons", "Apply the choices and close"));
            break;
        case QDialogButtonBox::Cancel:
            description =
                say(QT_TRANSLATE_NOOP("gbxx::DialogButtons", "Close without changing anything"));
            break;
        case QDialogButtonBox::Close:
            description = say(QT_TRANSLATE_NOOP("gbxx::DialogButtons", "Close this window"));
            break;
        case QDialogButtonBox::Apply:
            description = say(QT_TRANSLATE_NOOP("gbxx::DialogButtons", "Apply the choices"));
            break;
        case QDialogButtonBox::Save:
            description = say(QT_TRANSLATE_NOOP("gbxx::DialogButtons", "Save the changes"));
            break;
        case QDialogButtonBox::Discard:
            description =
                say(QT_TRANSLATE_NOOP("gbxx::DialogButtons", "Close and lose the changes"));
            break;
        default:
            break;
        }
        if (!description.isEmpty())
            button->setAccessibleDescription(description);
    }
}

} // namespace gbxx
