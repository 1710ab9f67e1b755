#pragma once

#include "checkoutcome.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

class LessonState;
class MatrixPlot;
class QLabel;
class QProgressBar;
class QPushButton;

/// The "Checker" view of the family "Your implementation": a matrix saved by
/// NumPy (.npy, or text from np.savetxt / CSV) checked against the paper's encoding with the
/// state's base (pe::checkMatrix()): the verdict id and its explanation in the interface language
/// (checkreport, the same texts as `pe-visualiser --check`), the details (shape, dtypes, the
/// residuals against the reference and the named variant, the estimated base), and the file's
/// own heat map beside its residual heat map x − PE. A file is opened with the button, with
/// File > Check an implementation…, or by dropping it on the view; it is read and checked on a
/// worker thread (QtConcurrent) with a progress bar (its percentage fed by the worker) and a Cancel
/// button, so a large file never freezes the window; a named pipe or a device is refused before it
/// is opened. A file that cannot be read shows its one-line message. Until a file is
/// checked the view shows a built-in example, clearly labelled: the article's doubled-exponent
/// matrix (64 positions, d = 16) computed by the core (pe::implementationContribution()).
class CheckerView : public QWidget
{
    Q_OBJECT

public:
    explicit CheckerView(LessonState *state, QWidget *parent = nullptr);
    ~CheckerView() override;

    /// Reads and checks path on a worker thread; the view shows the result when it is done
    /// (checked() is emitted then). A check still running is cancelled first.
    void checkFile(const QString &path);
    /// Asks the running check to stop (the Cancel button): the worker stops at its next poll
    /// (every block of rows) and the view shows that the check was cancelled.
    void cancelCheck();
    /// Asks for a file (.npy, .csv, .txt, .tsv) and checks it.
    void chooseFile();
    /// True while a file is being read and checked.
    bool busy() const;
    /// Blocks until the running check (if any) is finished and shown; for tests and the export.
    void waitForCheck();

    /// What the view shows now (the example until a file was checked).
    const CheckOutcome &outcome() const { return m_outcome; }
    bool showsExample() const { return m_outcome.path.isEmpty() && m_outcome.ok; }
    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *explanationLabel() const { return m_explanation; }
    QLabel *detailsLabel() const { return m_details; }
    QLabel *messageLabel() const { return m_message; }
    MatrixPlot *filePlot() const { return m_filePlot; }
    MatrixPlot *residualPlot() const { return m_residualPlot; }
    QPushButton *openButton() const { return m_openButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *busyIndicator() const { return m_busy; }

    /// The built-in example's matrix: the article's doubled-exponent implementation at positions
    /// 0 .. 63, d = 16, base 10000 (pe::Implementation::DoubledExponent), float64.
    static pe::MatrixData exampleMatrix();

signals:
    /// A check finished and is shown (also for an unreadable file).
    void checked();

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void present(const CheckOutcome &outcome);
    void retranslate();
    void showExample();

    LessonState *m_state;
    QLabel *m_intro;
    QPushButton *m_openButton;
    QPushButton *m_cancelButton;
    QProgressBar *m_busy;
    QLabel *m_fileLabel;
    QLabel *m_message;
    QLabel *m_verdict;
    QLabel *m_explanation;
    QLabel *m_details;
    MatrixPlot *m_filePlot;
    MatrixPlot *m_residualPlot;
    QFutureWatcher<CheckOutcome> m_watcher;
    CheckOutcome m_outcome;
    double m_exampleBase = 0.0;
    bool m_running = false;
    /// The running check's cancel flag (each check has its own, shared with its worker).
    std::shared_ptr<std::atomic<bool>> m_cancel;
};
