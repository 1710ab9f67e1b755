#include "settingsguard.h"

#include "boundedread.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace {

// Where Qt keeps user-scope NativeFormat settings on Unix.
QString configDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
}

} // namespace

QString SettingsGuard::settingsPath()
{
    return configDir() + QLatin1Char('/') + QCoreApplication::organizationName() + QLatin1Char('/')
        + QCoreApplication::applicationName() + QStringLiteral(".conf");
}

SettingsGuard::SettingsGuard() : m_configDir(configDir())
{
    const QString path = settingsPath();
    // A symbolic link is neither read nor written: QSettings would save through it, replacing
    // the file it points to (anything the user owns) with the settings.
    const bool link = QFileInfo(path).isSymbolicLink();
    switch (link ? boundedread::Status::NotRegular : boundedread::inspect(path, maxBytes)) {
    case boundedread::Status::Ok:
        return;
    case boundedread::Status::CannotOpen: // missing (a new user) or a folder
        if (!QFile::exists(path))
            return;
        break;
    case boundedread::Status::NotRegular:
        break;
    case boundedread::Status::TooLarge:
        m_tooLarge = true;
        break;
    }
    m_refused = true;
    m_private = std::make_unique<QTemporaryDir>();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_private->path());
}

SettingsGuard::~SettingsGuard()
{
    if (m_private)
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_configDir);
}

bool SettingsGuard::prepareWrite()
{
    if (!m_refused)
        return true;
    if (!m_tooLarge)
        return false;
    // Removing is quick whatever the size; the new file holds only this run's settings.
    if (!QFile::remove(settingsPath()))
        return false;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_configDir);
    m_private.reset();
    return true;
}
