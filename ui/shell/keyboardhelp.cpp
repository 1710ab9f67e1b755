#include "keyboardhelp.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString plainText(QString text)
{
    // "&Reset…" -> "Reset…", "Fish && Chips" -> "Fish & Chips".
    text.replace(QLatin1String("&&"), QStringLiteral("\u0001"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\u0001"), QStringLiteral("&"));
    return text;
}

void collect(const QList<QAction *> &actions, const QString &path,
             QList<KeyboardHelpDialog::Row> *rows)
{
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        const QString text = plainText(action->text());
        const QString here = path.isEmpty() ? text : path + QStringLiteral(" \u203A ") + text;
        if (QMenu *menu = action->menu()) {
            collect(menu->actions(), here, rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence &sequence : action->shortcuts())
            keys.append(sequence.toString(QKeySequence::NativeText));
        if (!keys.isEmpty())
            rows->append({keys.join(QStringLiteral(", ")), here});
    }
}

} // namespace

QList<KeyboardHelpDialog::Row> KeyboardHelpDialog::actionRows(const QList<QAction *> &menus)
{
    QList<Row> rows;
    collect(menus, QString(), &rows);
    return rows;
}

QList<KeyboardHelpDialog::Row> KeyboardHelpDialog::widgetRows()
{
    const auto keys = [](std::initializer_list<QKeySequence> list) {
        QStringList texts;
        for (const QKeySequence &sequence : list)
            texts.append(sequence.toString(QKeySequence::NativeText));
        return texts.join(QStringLiteral(", "));
    };
    return {
        {keys({QKeySequence(Qt::Key_Tab), QKeySequence(Qt::SHIFT | Qt::Key_Tab)}),
         tr("Move to the next or previous control")},
        {tr("Alt+underlined letter"), tr("Jump to that control or menu")},
        {keys({QKeySequence(Qt::Key_Space)}),
         tr("Switch the encoding on or off, press a preset button")},
        {keys({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)}),
         tr("Comparison slider: q one step down or up")},
        {keys({QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_PageUp)}),
         tr("Comparison slider: q four steps down or up")},
        {keys({QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)}),
         tr("Comparison slider: q = 1 or q = 32")},
        {keys({QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down)}),
         tr("Number fields: one step up or down")},
        {keys({QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_PageDown)}),
         tr("Number fields: ten steps up or down")},
        {keys({QKeySequence(Qt::Key_Return)}),
         tr("Number fields: apply the typed value (also when leaving the field); a value outside "
            "the range is refused with a message")},
        {keys({QKeySequence(Qt::Key_Escape)}), tr("Number fields: give back the current value")},
        {tr("Arrow keys"), tr("Table: move the current cell (its 17-digit value is shown below)")},
        {keys({QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_PageDown),
               QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)}),
         tr("Lesson: previous or next step, wherever the focus is (the arrow keys outside "
            "fields, sliders, tables and the heat map)")},
        {keys({QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_PageDown)}),
         tr("Class session on a step's question: the flow's previous or next stage (ask, close, "
            "discuss, vote again, close, reveal); the step changes past either end")},
        {keys({QKeySequence(Qt::Key_J)}),
         tr("Class session: show or hide the join screen (Esc hides it)")},
        {keys(
             {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Minus), QKeySequence(Qt::Key_Home)}),
         tr("Heat map: zoom in, zoom out, show every cell; arrow keys: pan")},
        {keys({QKeySequence(Qt::CTRL | Qt::Key_Tab),
               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab)}),
         tr("Next or previous view tab")},
    };
}

KeyboardHelpDialog::KeyboardHelpDialog(const QList<QAction *> &menus, QWidget *parent)
    : QDialog(parent), m_rows(actionRows(menus) + widgetRows())
{
    setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every control can be reached with the keyboard."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(static_cast<int>(m_rows.size()), 2, this);
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    const QFontMetrics fm(font());
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 8);
    for (int r = 0; r < m_rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(m_rows[r].keys));
        m_table->setItem(r, 1, new QTableWidgetItem(m_rows[r].action));
    }
    m_table->resizeColumnsToContents();
    // Big enough to show every row without scrolling, where the screen allows.
    // The room is the screen's height less the dialog's title bar, text and button (about eight
    // lines); 30 lines where the screen is unknown.
    const int frame = 2 * m_table->frameWidth();
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const int room = screen ? screen->availableGeometry().height() - fm.height() * 8
                            : fm.height() * 30;
    m_table->setMinimumSize(qMin(m_table->columnWidth(0) + m_table->columnWidth(1) + frame + 24,
                                 fm.averageCharWidth() * 120),
                            qMin(m_table->horizontalHeader()->sizeHint().height()
                                     + static_cast<int>(m_rows.size()) * (fm.height() + 8) + frame
                                     + 4,
                                 room));
    layout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}
