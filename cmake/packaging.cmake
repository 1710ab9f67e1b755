# The Debian package and the source tarball, both made by CPack (scripts/package.sh runs it):
#   cpack -G DEB                              -> pe-visualiser_<version>_<arch>.deb
#   cpack --config CPackSourceConfig.cmake    -> pe-visualiser-<version>.tar.gz
# The files come from the install() rules of app/, ui/state/, docs/ and this file; what a
# library scan (dpkg-shlibdeps) cannot see is named in CPACK_DEBIAN_PACKAGE_DEPENDS.

set(pev_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/${PROJECT_NAME})

# Debian's policy files: the machine-readable copyright (DEP-5) and a gzip'ed changelog in
# Debian's format (gzip -n: no name or time stamp, so the package is reproducible).
configure_file(${PROJECT_SOURCE_DIR}/resources/package/changelog.Debian.in
    ${CMAKE_CURRENT_BINARY_DIR}/package/changelog.Debian @ONLY)
add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/package/changelog.Debian.gz
    COMMAND gzip -9nf -k ${CMAKE_CURRENT_BINARY_DIR}/package/changelog.Debian
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/package/changelog.Debian
    COMMENT "Compressing the Debian changelog")
add_custom_target(pev_package_changelog ALL
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/package/changelog.Debian.gz)
install(FILES ${PROJECT_SOURCE_DIR}/resources/package/copyright
    DESTINATION ${pev_doc_dir})
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/package/changelog.Debian.gz
    DESTINATION ${pev_doc_dir} RENAME changelog.gz)
# Lintian warnings that stay, each with its reason (resources/package/lintian-overrides).
install(FILES ${PROJECT_SOURCE_DIR}/resources/package/lintian-overrides
    DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME ${PROJECT_NAME})

set(CPACK_PACKAGE_NAME ${PROJECT_NAME})
set(CPACK_PACKAGE_VENDOR "The pe-visualiser authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "pe-visualiser maintainers <maintainers@users.noreply.a-seed-c5c48971.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "teaching app for the Transformer's positional encoding")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # pe-visualiser_1.0.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Homepage only when project() names one (CMakeLists.txt says why there is none yet; lintian's
# no-homepage-field is a pedantic hint, not a warning).
if(PROJECT_HOMEPAGE_URL)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PROJECT_HOMEPAGE_URL})
endif()
# The long description (CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY before it as the synopsis
# and indents it for the control file).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Positional Encoding Visualiser teaches the sinusoidal positional encoding
of the Transformer, PE(p)[2i] = sin(p / base^(2i/d)) and
PE(p)[2i+1] = cos(p / base^(2i/d)), in English and Chinese. Teachers
project it in class (presentation mode, projector palettes, a clicker);
students explore it alone. It also exports figures, animations and
worksheets, and checks a matrix saved by NumPy against the encoding.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What dpkg-shlibdeps cannot see: Qt's platform plugins (xcb) and image formats loaded at run
# time, the Chinese font of the zh_CN interface and Qt's own translated strings.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-image-formats-plugins")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# The source tarball: the repository without builds, VCS data and editor files.
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_PACKAGE_FILE_NAME ${PROJECT_NAME}-${PROJECT_VERSION})
set(CPACK_SOURCE_IGNORE_FILES
    "/\\\\.git/" "/\\\\.git$" "/build[^/]*/" "/dist/" "~$" "/\\\\.cache/" "\\\\.swp$")

include(CPack)
