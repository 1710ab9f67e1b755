# Writes one man page with the app itself (cmake -P, called by app/CMakeLists.txt):
#   -DBINARY=<pe-visualiser> -DLANG=en|zh_CN -DOUT=<dir>/pe-visualiser.1.gz
# The page comes from `pe-visualiser --help-man --lang LANG` (the option table, app/manpage.cpp)
# and is compressed with gzip -9n (no name, no time stamp: the same bytes on every build).
get_filename_component(dir ${OUT} DIRECTORY)
file(MAKE_DIRECTORY ${dir})
string(REGEX REPLACE "\\.gz$" "" page ${OUT})
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
set(ENV{QT_QPA_PLATFORM} "offscreen")
execute_process(COMMAND ${BINARY} --help-man --lang ${LANG}
    OUTPUT_FILE ${page} RESULT_VARIABLE result ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "pe-visualiser --help-man --lang ${LANG} failed (${result}): ${errors}")
endif()
execute_process(COMMAND gzip -9nf ${page} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "gzip ${page} failed")
endif()
