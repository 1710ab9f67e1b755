#include "widgettextcheck.h"

#include "textboxes.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyleOption>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTextEdit>
#include <QTextLayout>
#include <QToolButton>

namespace {

// "(x, y) w x h" of a text box, for the test's messages.
QString rectText(const QRectF &r)
{
    return QStringLiteral("(%1, %2) %3 x %4")
        .arg(r.x(), 0, 'f', 1)
        .arg(r.y(), 0, 'f', 1)
        .arg(r.width(), 0, 'f', 1)
        .arg(r.height(), 0, 'f', 1);
}

// One rectangle short of another by more than rounding (logical pixels).
constexpr int slack = 1;

QString textOf(const QString &text)
{
    QString plain = text;
    plain.remove(QLatin1Char('&'));
    return plain.simplified();
}

} // namespace

QString describe(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        name += QLatin1Char('#') + widget->objectName();
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        text = label->text();
    else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        text = button->text();
    else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
        text = box->title();
    text = textOf(text);
    if (!text.isEmpty())
        name += QStringLiteral(" \"%1\"").arg(text.left(40));
    return name;
}

namespace {

// The widget's rectangle in window coordinates, cut to its ancestors' rectangles; false when an
// ancestor scrolls its content (the viewport of a scroll area other than the window's own
// content area): being partly outside a scrolled viewport is scrolling, not cutting.
bool clippedRect(const QWidget *widget, const QWidget *window, const QWidget *contentViewport,
                 QRect *visible)
{
    QRect rect(widget->mapTo(window, QPoint(0, 0)), widget->size());
    for (const QWidget *parent = widget->parentWidget(); parent && parent != window;
         parent = parent->parentWidget()) {
        const auto *area = qobject_cast<const QAbstractScrollArea *>(parent->parentWidget());
        if (area && area->viewport() == parent && parent != contentViewport)
            return false;
        rect &= QRect(parent->mapTo(window, QPoint(0, 0)), parent->size());
    }
    *visible = rect & window->rect();
    return true;
}

} // namespace

void checkWidgetTexts(QWidget *root, const QWidget *contentViewport, QStringList *problems)
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisibleTo(root) || widget->width() <= 0 || widget->height() <= 0)
            continue;
        const QString name = describe(widget);
        const QFontMetrics fm(widget->font());

        // Cut by an ancestor (a label half outside its group box, a button off the window).
        QRect visible;
        const bool shown = clippedRect(widget, root, contentViewport, &visible);
        const QRect whole(widget->mapTo(root, QPoint(0, 0)), widget->size());
        const bool textWidget = qobject_cast<QLabel *>(widget)
            || qobject_cast<QAbstractButton *>(widget) || qobject_cast<QGroupBox *>(widget)
            || qobject_cast<QTabBar *>(widget) || qobject_cast<QComboBox *>(widget)
            || qobject_cast<QAbstractSpinBox *>(widget);
        if (shown && textWidget && visible != whole
            && !(qobject_cast<QAbstractButton *>(widget)
                 && textOf(qobject_cast<QAbstractButton *>(widget)->text()).isEmpty()))
            problems->append(QStringLiteral("%1 is cut by its parent: shows %2 x %3 of %4 x %5")
                                 .arg(name)
                                 .arg(visible.width())
                                 .arg(visible.height())
                                 .arg(whole.width())
                                 .arg(whole.height()));

        if (auto *label = qobject_cast<QLabel *>(widget)) {
            const QString text = textOf(label->text());
            if (text.isEmpty() || !label->pixmap().isNull())
                continue;
            if (label->wordWrap()) {
                const int needed = label->heightForWidth(label->width());
                if (label->height() + slack < needed)
                    problems->append(QStringLiteral("%1 is cut: %2 px high, needs %3")
                                         .arg(name)
                                         .arg(label->height())
                                         .arg(needed));
            } else {
                const QSize needed = label->sizeHint();
                if (label->width() + slack < needed.width()
                    || label->height() + slack < needed.height())
                    problems->append(QStringLiteral("%1 is cut: %2 x %3, needs %4 x %5")
                                         .arg(name)
                                         .arg(label->width())
                                         .arg(label->height())
                                         .arg(needed.width())
                                         .arg(needed.height()));
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            const QString text = textOf(button->text());
            if (text.isEmpty() || qobject_cast<QTabBar *>(button->parentWidget()))
                continue;
            const QSize needed = button->sizeHint();
            if (button->width() + slack < needed.width())
                problems->append(QStringLiteral("%1 is cut: %2 px wide, needs %3")
                                     .arg(name)
                                     .arg(button->width())
                                     .arg(needed.width()));
        } else if (auto *box = qobject_cast<QGroupBox *>(widget)) {
            const QString title = textOf(box->title());
            if (title.isEmpty())
                continue;
            QStyleOptionGroupBox option;
            option.initFrom(box);
            option.text = box->title();
            option.subControls = QStyle::SC_GroupBoxLabel;
            option.textAlignment = box->alignment();
            option.lineWidth = 1;
            const QRect titleRect = box->style()->subControlRect(QStyle::CC_GroupBox, &option,
                                                                 QStyle::SC_GroupBoxLabel, box);
            if (titleRect.right() > box->width() + slack
                || box->width() < fm.horizontalAdvance(title))
                problems->append(QStringLiteral("%1: the title is cut").arg(name));
        } else if (auto *bar = qobject_cast<QTabBar *>(widget)) {
            const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
            const QFontMetrics barMetrics(bar->font());
            for (int k = 0; k < bar->count(); ++k) {
                const QString text = textOf(bar->tabText(k));
                const QRect tab = bar->tabRect(k);
                const int needed = barMetrics.horizontalAdvance(text) + space;
                if (tab.left() < -slack || tab.right() > bar->width() + slack)
                    problems->append(QStringLiteral("%1: tab \"%2\" lies outside the bar "
                                                    "(%3..%4 of %5 px): the tabs do not fit")
                                         .arg(name, text)
                                         .arg(tab.left())
                                         .arg(tab.right())
                                         .arg(bar->width()));
                else if (tab.width() + slack < needed)
                    problems->append(QStringLiteral("%1: tab \"%2\" is elided: %3 px, needs %4")
                                         .arg(name, text)
                                         .arg(tab.width())
                                         .arg(needed));
            }
        } else if (auto *header = qobject_cast<QHeaderView *>(widget)) {
            if (header->orientation() != Qt::Horizontal || !header->model())
                continue;
            const int margin
                = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            const QFontMetrics headerMetrics(header->font());
            for (int k = 0; k < header->count(); ++k) {
                if (header->isSectionHidden(k))
                    continue;
                const QString text = header->model()->headerData(k, Qt::Horizontal).toString();
                // A header of several lines (the lab's narrow headers) needs its widest line.
                int widest = 0;
                for (const QString &line : text.split(QLatin1Char('\n')))
                    widest = qMax(widest, headerMetrics.horizontalAdvance(line));
                const int needed = widest + 2 * margin;
                if (header->sectionSize(k) + slack < needed)
                    problems->append(QStringLiteral("%1: section \"%2\" is cut: %3 px, needs %4")
                                         .arg(name, text)
                                         .arg(header->sectionSize(k))
                                         .arg(needed));
            }
        } else if (auto *table = qobject_cast<QTableView *>(widget)) {
            const QAbstractItemModel *model = table->model();
            if (!model)
                continue;
            const int margin
                = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
            const QFontMetrics cellMetrics(table->font());
            const int rows = qMin(model->rowCount(), 64);
            for (int column = 0; column < model->columnCount(); ++column) {
                if (table->isColumnHidden(column))
                    continue;
                const int room = table->columnWidth(column) - 2 * margin;
                for (int row = 0; row < rows; ++row) {
                    const QString text = model->index(row, column).data().toString();
                    if (text.isEmpty())
                        continue;
                    // A table that wraps its cells' words needs the wrapped lines' height, one
                    // that does not needs the text's width.
                    const QRect wrapped = cellMetrics.boundingRect(
                        QRect(0, 0, qMax(1, room), 100000), Qt::TextWordWrap, text);
                    const bool fits = table->wordWrap()
                        ? wrapped.width() <= room + slack
                            && wrapped.height() <= table->rowHeight(row) + slack
                        : cellMetrics.horizontalAdvance(text) <= room + slack;
                    if (!fits) {
                        problems->append(QStringLiteral("%1: cell (%2, %3) cuts \"%4\": %5 x %6 "
                                                        "px, needs %7 x %8")
                                             .arg(name)
                                             .arg(row)
                                             .arg(column)
                                             .arg(text.left(40))
                                             .arg(room)
                                             .arg(table->rowHeight(row))
                                             .arg(table->wordWrap()
                                                      ? wrapped.width()
                                                      : cellMetrics.horizontalAdvance(text))
                                             .arg(wrapped.height()));
                        break; // one cut cell per column is enough to tell
                    }
                }
            }
        } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.editable = combo->isEditable();
            option.currentText = combo->currentText();
            const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                               QStyle::SC_ComboBoxEditField, combo);
            const int needed = fm.horizontalAdvance(combo->currentText());
            if (field.width() + slack < needed)
                problems->append(QStringLiteral("%1 \"%2\" is cut: %3 px, needs %4")
                                     .arg(name, combo->currentText())
                                     .arg(field.width())
                                     .arg(needed));
        } else if (auto *edit = qobject_cast<QLineEdit *>(widget)) {
            const QString text = edit->displayText();
            const QMargins margins = edit->textMargins();
            const int room = edit->contentsRect().width() - margins.left() - margins.right() - 4;
            const int needed = QFontMetrics(edit->font()).horizontalAdvance(text);
            if (!text.isEmpty() && room + slack < needed)
                problems->append(QStringLiteral("%1 \"%2\" is cut: %3 px, needs %4")
                                     .arg(name, text)
                                     .arg(room)
                                     .arg(needed));
        } else if (auto *document = qobject_cast<QTextEdit *>(widget)) {
            // Text wrapped at word boundaries: a word wider than the box would need a
            // horizontal scroll bar.
            if (document->horizontalScrollBar()->maximum() > 0)
                problems->append(
                    QStringLiteral("%1: a word is wider than the text box (%2 px to scroll)")
                        .arg(name)
                        .arg(document->horizontalScrollBar()->maximum()));
            // No line ends inside a word or a number ("compu|ted", "0.|295520"): a line ends
            // at a space, or between characters that may part (ideographs, punctuation).
            const auto wordChar
                = [](QChar c) { return c.isLetterOrNumber() && c.script() != QChar::Script_Han; };
            for (QTextBlock block = document->document()->begin(); block.isValid();
                 block = block.next()) {
                const QTextLayout *layout = block.layout();
                const QString text = block.text();
                for (int line = 1; layout && line < layout->lineCount(); ++line) {
                    const int at = layout->lineAt(line).textStart();
                    if (at <= 0 || at >= text.size())
                        continue;
                    QChar before = text.at(at - 1);
                    const QChar after = text.at(at);
                    const bool numberPoint = before == QLatin1Char('.') && at >= 2
                        && text.at(at - 2).isDigit() && after.isDigit();
                    if ((wordChar(before) && wordChar(after)) || numberPoint)
                        problems->append(QStringLiteral("%1: a line breaks inside \"%2|%3\"")
                                             .arg(name, text.mid(qMax(0, at - 8), qMin(8, at)),
                                                  text.mid(at, 8)));
                }
            }
        } else if (auto *menuBar = qobject_cast<QMenuBar *>(widget)) {
            for (QAction *action : menuBar->actions()) {
                const QRect item = menuBar->actionGeometry(action);
                if (action->isVisible() && (item.isEmpty() || item.right() > menuBar->width()))
                    problems->append(QStringLiteral("%1: menu \"%2\" does not fit")
                                         .arg(name, textOf(action->text())));
            }
        }

        // Views that draw their own text.
        if (const auto *source = qobject_cast<TextBoxSource *>(widget)) {
            const QList<TextBox> boxes = source->textBoxes();
            const QList<DataMark> marks = source->dataMarks();
            const QRectF bounds = QRectF(widget->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
            for (qsizetype a = 0; a < boxes.size(); ++a) {
                const TextBox &box = boxes[a];
                if (box.elided)
                    problems->append(QStringLiteral("%1: \"%2\" is elided").arg(name, box.text));
                if (!bounds.contains(box.rect))
                    problems->append(
                        QStringLiteral("%1: \"%2\" leaves the view").arg(name, box.text));
                for (qsizetype b = a + 1; b < boxes.size(); ++b) {
                    const QRectF overlap = box.rect & boxes[b].rect;
                    if (overlap.width() > slack && overlap.height() > slack)
                        problems->append(QStringLiteral("%1: \"%2\" %4 overlaps \"%3\" %5")
                                             .arg(name, box.text, boxes[b].text, rectText(box.rect),
                                                  rectText(boxes[b].rect)));
                }
                for (const DataMark &mark : marks) {
                    const QRectF overlap = box.rect & mark.rect;
                    if (overlap.width() > slack && overlap.height() > slack)
                        problems->append(
                            QStringLiteral("%1: \"%2\" covers %3").arg(name, box.text, mark.name));
                }
            }
        }
    }
}
