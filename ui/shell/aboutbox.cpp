#include "aboutbox.h"

#include <QApplication>
#include <QIcon>

AboutBox::AboutBox(QWidget *parent) : QMessageBox(parent)
{
    // The texts kept the window's translation context ("MainWindow") when they moved here.
    setWindowTitle(QCoreApplication::translate("MainWindow", "About Positional Encoding Visualiser"));
    setIconPixmap(QIcon(QStringLiteral(":/icons/pe-visualiser.svg")).pixmap(96, 96));
    setTextFormat(Qt::RichText);
    setText(QCoreApplication::translate(
                "MainWindow",
                "<p><b>Positional Encoding Visualiser</b> (pe-visualiser) version %1</p>"
                "<p>Teaches the sinusoidal positional encoding of the Transformer "
                "(Vaswani et al. 2017, section 3.5): PE(p)[2i] = sin(p / base<sup>2i/d</sup>), "
                "PE(p)[2i+1] = cos(p / base<sup>2i/d</sup>), with every number computed in "
                "double precision.</p>"
                "<p>Licence: MIT. This program comes with no warranty.</p>"
                "<p>Built with Qt %2.</p>")
                .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
    setStandardButtons(QMessageBox::Close);
}
