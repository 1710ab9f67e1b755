#pragma once

#include <QMessageBox>

/// Help > About: the program's name, version, what it teaches (Vaswani et al. 2017, section
/// 3.5), its licence and the Qt it was built with.
class AboutBox : public QMessageBox
{
    Q_OBJECT

public:
    explicit AboutBox(QWidget *parent = nullptr);
};
