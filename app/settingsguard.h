#pragma once

#include <QString>
#include <QTemporaryDir>

#include <memory>

/// The remembered settings file looked at before QSettings opens it:
/// QSettings would block for ever in open() on a named pipe and parse and rewrite a huge file at
/// every start and quit, and save through a symbolic link onto the file it points to. A symbolic
/// link, a file that is not a regular file (a pipe, a device, a folder) or one larger than
/// maxBytes is never opened: the window starts with the defaults (and a note), every QSettings of
/// the run uses a private temporary folder instead, and at quit a file that was too large is
/// replaced by the new, small settings while a link, pipe, device or folder is left alone.
class SettingsGuard
{
public:
    /// Far above what the app writes (a few kilobytes: geometry, parameters, folders).
    static constexpr qint64 maxBytes = 1024 * 1024;

    /// Looks at the settings file of the current organisation and application (NativeFormat,
    /// user scope) and redirects QSettings when it must not be read.
    SettingsGuard();
    ~SettingsGuard();
    SettingsGuard(const SettingsGuard &) = delete;
    SettingsGuard &operator=(const SettingsGuard &) = delete;

    /// The path QSettings would read.
    static QString settingsPath();
    /// True when the file was not read (the defaults are used).
    bool refused() const { return m_refused; }
    /// Before the settings are written at quit: a file refused for its size is removed and
    /// QSettings pointed back at it, so the new settings replace it. False when nothing may be
    /// written to it (a pipe, device or folder): the run's settings go to the private folder.
    bool prepareWrite();

private:
    bool m_refused = false;
    bool m_tooLarge = false;
    std::unique_ptr<QTemporaryDir> m_private;
    QString m_configDir;
};
