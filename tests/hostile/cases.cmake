# The hostile cases (see hostile.cmake for hostile_case()).  Where a dimension
# is a list (path characters x generators, unreadable things), the cases are
# generated from it.  Every case also checks that no CMake error comes from
# the module's internals.

set(good [[hostile_good("${FX}/cudnn")]])
set(find [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)]])
set(find_quiet_ok [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN)]])

# --- headers --------------------------------------------------------------------------
hostile_case(headers-huge-minor headers EXPECT fails SAYS "CUDNN_MINOR is no release number"
  SETUP "${good}\nhostile_set_macro(\"\${FX}/cudnn/include/cudnn_version.h\" CUDNN_MINOR 99999999999999999999999)"
  BODY "${find}"
  MATCH "cudnn_version\\.h defines CUDNN_MINOR as 99999999999999999999999, which is no release number")
hostile_case(headers-huge-major headers EXPECT fails SAYS "CUDNN_MAJOR is no release number"
  SETUP "${good}\nhostile_set_macro(\"\${FX}/cudnn/include/cudnn_version.h\" CUDNN_MAJOR 18446744073709551617)"
  BODY "${find}" MATCH "defines CUDNN_MAJOR as 18446744073709551617")
hostile_case(headers-leading-zeros headers EXPECT found SAYS "9.19.0 read from '09', '019', '00'"
  SETUP "${good}
hostile_set_macro(\"\${FX}/cudnn/include/cudnn_version.h\" CUDNN_MAJOR 09)
hostile_set_macro(\"\${FX}/cudnn/include/cudnn_version.h\" CUDNN_MINOR 019)
hostile_set_macro(\"\${FX}/cudnn/include/cudnn_version.h\" CUDNN_PATCHLEVEL 00)"
  BODY "${find}\ncudnn_assert_equal(CUDNN_VERSION 9.19.0)")
hostile_case(headers-no-patchlevel headers EXPECT fails SAYS "no numeric CUDNN_PATCHLEVEL"
  SETUP "${good}\nhostile_set_macro(\"\${FX}/cudnn/include/cudnn_version.h\" CUDNN_PATCHLEVEL \"\")"
  BODY "${find}" MATCH "has no numeric CUDNN_PATCHLEVEL")
hostile_case(headers-empty-version-header headers EXPECT fails SAYS "no numeric CUDNN_MAJOR"
  SETUP "${good}\nfile(WRITE \"\${FX}/cudnn/include/cudnn_version.h\" \"\")"
  BODY "${find}" MATCH "cudnn_version\\.h has no numeric CUDNN_MAJOR")
hostile_case(headers-binary-garbage headers EXPECT fails SAYS "corrupt header named"
  SETUP "${good}\nhostile_sh(sh -c \"head -c 3000 /dev/urandom > '\${FX}/cudnn/include/cudnn_version.h'; printf '[[;]]\\\\\\\\;' >> '\${FX}/cudnn/include/cudnn_version.h'\")"
  BODY "${find}" MATCH "cudnn_version\\.h has no numeric CUDNN_MAJOR")
hostile_case(headers-crlf headers EXPECT found SAYS "Windows line endings read"
  SETUP "${good}\nhostile_sh(sed -i \"s/\$/\\\\r/\" \"\${FX}/cudnn/include/cudnn_version.h\")"
  BODY "${find}\ncudnn_assert_equal(CUDNN_VERSION 9.19.0)")
hostile_case(headers-version-header-is-folder headers EXPECT fails SAYS "is a folder, not the header file"
  SETUP "${good}\nfile(REMOVE \"\${FX}/cudnn/include/cudnn_version.h\")\nfile(MAKE_DIRECTORY \"\${FX}/cudnn/include/cudnn_version.h\")"
  BODY "${find}" MATCH "include/cudnn_version\\.h is a folder, not the header file" NO_MATCH "does not exist")
hostile_case(headers-mixed-graph-9.10 headers EXPECT fails SAYS "cudnn_graph.h 9.10.0 vs cudnn_version.h 9.19.0"
  SETUP "${good}\ncudnn_fixture(\"\${FX}/old\" LAYOUT linux-tar VERSION 9.10.0 STATIC OFF)
file(COPY_FILE \"\${FX}/old/include/cudnn_graph.h\" \"\${FX}/cudnn/include/cudnn_graph.h\")"
  BODY "${find}"
  MATCH "include mixes headers of two cuDNN releases: cudnn_version\\.h is 9\\.19\\.0 but cudnn_graph\\.h is 9\\.10\\.0")
hostile_case(headers-mixed-all-sub-headers headers EXPECT fails SAYS "each mismatched header listed"
  SETUP "${good}\ncudnn_fixture(\"\${FX}/old\" LAYOUT linux-tar VERSION 9.10.0 STATIC OFF)
foreach(h cudnn_graph.h cudnn_ops.h cudnn_cnn.h cudnn_adv.h)
  file(COPY_FILE \"\${FX}/old/include/\${h}\" \"\${FX}/cudnn/include/\${h}\")
endforeach()"
  BODY "${find}" MATCH "cudnn_adv\\.h is 9\\.10\\.0, cudnn_cnn\\.h is 9\\.10\\.0, cudnn_graph\\.h is 9\\.10\\.0, cudnn_ops\\.h is 9\\.10\\.0")
hostile_case(headers-mixed-v8-ops-infer headers EXPECT fails SAYS "cuDNN 8: cudnn_ops_infer.h 8.6.0 vs 8.9.7"
  SETUP "cudnn_fixture(\"\${FX}/cudnn\" LAYOUT linux-tar VERSION 8.9.7 STATIC OFF)
cudnn_fixture(\"\${FX}/old\" LAYOUT linux-tar VERSION 8.6.0 STATIC OFF)
file(COPY_FILE \"\${FX}/old/include/cudnn_ops_infer.h\" \"\${FX}/cudnn/include/cudnn_ops_infer.h\")"
  BODY "set(CUDNN_CUDA_VERSION 11.8)\n${find}" MATCH "cudnn_version\\.h is 8\\.9\\.7 but cudnn_ops_infer\\.h is 8\\.6\\.0")
hostile_case(headers-mixed-debian-v9-names headers EXPECT fails SAYS "Debian _v9 names: cudnn_ops_v9.h 9.5.0 vs 9.5.1"
  SETUP "cudnn_fixture(\"\${FX}/usr\" LAYOUT linux-debian VERSION 9.5.1)
cudnn_fixture(\"\${FX}/old\" LAYOUT linux-debian VERSION 9.5.0)
file(COPY_FILE \"\${FX}/old/include/x86_64-linux-gnu/cudnn_ops_v9.h\" \"\${FX}/usr/include/x86_64-linux-gnu/cudnn_ops_v9.h\")"
  BODY "cudnn_isolate()\nset(CUDNN_ROOT \"\${FX}/usr\")\nfind_package(CUDNN REQUIRED)"
  MATCH "cudnn_version_v9\\.h is 9\\.5\\.1 but cudnn_ops_v9\\.h is 9\\.5\\.0")

# --- libraries ------------------------------------------------------------------------
hostile_case(libraries-pe-dll-as-so libraries EXPECT fails SAYS "a Windows DLL, not a Linux shared library"
  SETUP "${good}\nhostile_pe_over(\"\${FX}/cudnn/lib/libcudnn.so.9.19.0\" x86_64)"
  BODY "${find}" MATCH "lib/libcudnn\\.so is a Windows DLL \\(PE, x86_64\\), not a Linux shared library: replace it with libcudnn\\.so\\.9\\.19\\.0 from cuDNN for Linux")
hostile_case(libraries-pe32-dll-as-so libraries EXPECT fails SAYS "PE32 named as a Windows DLL (not 'built for x86')"
  SETUP "${good}\nhostile_pe_over(\"\${FX}/cudnn/lib/libcudnn.so.9.19.0\" i686)"
  BODY "${find}" MATCH "is a Windows DLL \\(PE, x86\\), not a Linux shared library" NO_MATCH "built for x86")
hostile_case(libraries-pe-sublibrary libraries EXPECT fails SAYS "a sub-library that is a DLL is named"
  SETUP "${good}\nhostile_pe_over(\"\${FX}/cudnn/lib/libcudnn_ops.so.9.19.0\" x86_64)"
  BODY "${find}" MATCH "libcudnn_ops\\.so\\.9 is a Windows DLL")
hostile_case(libraries-elf32 libraries EXPECT fails SAYS "32-bit library for a 64-bit build"
  SETUP "cudnn_fixture(\"\${FX}/cudnn\" LAYOUT linux-tar VERSION 9.19.0 STATIC OFF ARCH i686)"
  BODY "${find}" MATCH "is built for x86 but the project builds for x86_64")
hostile_case(libraries-aarch64 libraries EXPECT fails SAYS "aarch64 library for an x86_64 build"
  SETUP "${good}\nhostile_sh(sh -c \"printf '\\\\267' | dd of='\${FX}/cudnn/lib/libcudnn.so.9.19.0' bs=1 seek=18 conv=notrunc status=none\")"
  BODY "${find}" MATCH "is built for aarch64 but the project builds for x86_64")
hostile_case(libraries-truncated libraries EXPECT fails SAYS "cut short, with its size"
  SETUP "${good}\nhostile_sh(truncate -s 300 \"\${FX}/cudnn/lib/libcudnn.so.9.19.0\")"
  BODY "${find}" MATCH "libcudnn\\.so is cut short \\(300 bytes")
# Sub-libraries pass a short check when sound (inspect.cmake): a bad one must
# still reach the full reader and be named.
hostile_case(libraries-sub-library-truncated libraries EXPECT fails SAYS "a sub-library cut short, with its size"
  SETUP "${good}\nhostile_sh(truncate -s 300 \"\${FX}/cudnn/lib/libcudnn_cnn.so.9.19.0\")"
  BODY "${find}" MATCH "libcudnn_cnn\\.so\\.9 is cut short \\(300 bytes")
hostile_case(libraries-sub-library-aarch64 libraries EXPECT fails SAYS "an aarch64 sub-library for an x86_64 build"
  SETUP "${good}\nhostile_sh(sh -c \"printf '\\\\267' | dd of='\${FX}/cudnn/lib/libcudnn_ops.so.9.19.0' bs=1 seek=18 conv=notrunc status=none\")"
  BODY "${find}" MATCH "libcudnn_ops\\.so\\.9 is built for aarch64 but the project builds for x86_64")
hostile_case(libraries-empty libraries EXPECT fails SAYS "an empty file is cut short"
  SETUP "${good}\nfile(WRITE \"\${FX}/cudnn/lib/libcudnn.so.9.19.0\" \"\")"
  BODY "${find}" MATCH "libcudnn\\.so is cut short \\(0 bytes")
hostile_case(libraries-linker-script libraries EXPECT fails SAYS "a text file is not a shared library"
  SETUP "${good}\nfile(WRITE \"\${FX}/cudnn/lib/libcudnn.so.9.19.0\" \"/* GNU ld script */\\nINPUT(libcudnn_real.so.9 AS_NEEDED(libcudnn_graph.so.9))\\n\")"
  BODY "${find}" MATCH "is not a shared library \\(no ELF or PE header\\)")
hostile_case(libraries-so-is-folder libraries EXPECT found SAYS "a folder named libcudnn.so is passed over"
  SETUP "${good}\nfile(REMOVE \"\${FX}/cudnn/lib/libcudnn.so\")\nfile(MAKE_DIRECTORY \"\${FX}/cudnn/lib/libcudnn.so\")"
  BODY "${find}\ncudnn_assert_equal(CUDNN_LIBRARY \"\${FX}/cudnn/lib/libcudnn.so.9\")")
hostile_case(libraries-static-only libraries EXPECT fails SAYS "shared library missing, names what was looked for"
  SETUP "cudnn_fixture(\"\${FX}/cudnn\" LAYOUT linux-tar VERSION 9.19.0 REMOVE \"lib/*.so*\")"
  BODY "${find}" MATCH "lib(64)?/libcudnn\\.so is missing \\(also looked for libcudnn\\.so\\.9, libcudnn\\.so\\.9\\.19\\.0")
hostile_case(libraries-headers-of-another-major libraries EXPECT fails SAYS "8.9.7's include folder over a 9.19 install: the library's SONAME names the other major, probe OFF"
  SETUP "${good}
cudnn_fixture(\"\${FX}/v8\" LAYOUT linux-tar VERSION 8.9.7)
file(REMOVE_RECURSE \"\${FX}/cudnn/include\")
file(COPY \"\${FX}/v8/include\" DESTINATION \"\${FX}/cudnn\")"
  BODY "set(CUDNN_PROBE OFF)\n${find}"
  MATCH "cudnn_version\\.h says 8\\.9\\.7 but [^\n]*/lib/libcudnn\\.so is a cuDNN 9 library \\(SONAME libcudnn\\.so\\.9\\): the headers and the libraries come from different releases")
hostile_case(libraries-sublibrary-missing libraries EXPECT found SAYS "warns: sub-library 'cnn' missing"
  SETUP "${good}\nfile(REMOVE \"\${FX}/cudnn/lib/libcudnn_cnn.so\" \"\${FX}/cudnn/lib/libcudnn_cnn.so.9\" \"\${FX}/cudnn/lib/libcudnn_cnn.so.9.19.0\")"
  BODY "${find}" MATCH "sub-library 'cnn' is missing from the chosen install")

# --- links ----------------------------------------------------------------------------
hostile_case(links-broken-chain links EXPECT fails SAYS "broken symbolic link, with its target"
  SETUP "cudnn_fixture(\"\${FX}/cudnn\" LAYOUT linux-tar VERSION 9.19.0 STATIC OFF BROKEN_SYMLINK ON)"
  BODY "${find}" MATCH "is a broken symbolic link to")
hostile_case(links-loop links EXPECT fails SAYS "a link loop reported as a broken link"
  SETUP "${good}\nfile(REMOVE \"\${FX}/cudnn/lib/libcudnn.so.9\")\nfile(CREATE_LINK libcudnn.so \"\${FX}/cudnn/lib/libcudnn.so.9\" SYMBOLIC)
file(REMOVE \"\${FX}/cudnn/lib/libcudnn.so\")\nfile(CREATE_LINK libcudnn.so.9 \"\${FX}/cudnn/lib/libcudnn.so\" SYMBOLIC)"
  BODY "${find}" MATCH "libcudnn\\.so is a broken symbolic link to 'libcudnn\\.so\\.9 \\(a loop of symbolic links\\)'")
hostile_case(links-soname-missing links EXPECT fails SAYS "SONAME file missing, ln -s given"
  SETUP "${good}\nfile(REMOVE \"\${FX}/cudnn/lib/libcudnn.so\")\nfile(RENAME \"\${FX}/cudnn/lib/libcudnn.so.9.19.0\" \"\${FX}/cudnn/lib/libcudnn.so\")\nfile(REMOVE \"\${FX}/cudnn/lib/libcudnn.so.9\")"
  BODY "${find}" MATCH "has SONAME libcudnn\\.so\\.9 but [^\n]*/lib/libcudnn\\.so\\.9 does not exist")
hostile_case(links-header-broken links EXPECT fails SAYS "broken header link"
  SETUP "${good}\nfile(REMOVE \"\${FX}/cudnn/include/cudnn_version.h\")\nfile(CREATE_LINK ../../gone/cudnn_version.h \"\${FX}/cudnn/include/cudnn_version.h\" SYMBOLIC)"
  BODY "${find}" MATCH "cudnn_version\\.h is a broken symbolic link to '\\.\\./\\.\\./gone/cudnn_version\\.h'")
hostile_case(links-root-through-link links EXPECT found SAYS "IMPORTED_LOCATION kept as found (through the link)"
  SETUP "${good}\nfile(CREATE_LINK \"\${FX}/cudnn\" \"\${FX}/current\" SYMBOLIC)"
  BODY "cudnn_isolate()\nset(CUDNN_ROOT \"\${FX}/current\")\nfind_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY \"\${FX}/current/lib/libcudnn.so\")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION \"\${FX}/current/lib/libcudnn.so\")")
hostile_case(links-lib64-to-lib links EXPECT found SAYS "lib64 -> lib (relative) found"
  SETUP "${good}\nfile(CREATE_LINK lib \"\${FX}/cudnn/lib64\" SYMBOLIC)"
  BODY "${find}\ncudnn_assert_equal(CUDNN_LIBRARY \"\${FX}/cudnn/lib64/libcudnn.so\")")

# --- permissions (as an unprivileged user: root reads everything) ---------------------
foreach(spec IN ITEMS
    "version-header|include/cudnn_version.h|000|cudnn_version\\.h cannot be read by this user \\(permissions\\)|cudnn_version_v9"
    "library-file|lib/libcudnn.so.9.19.0|000|libcudnn\\.so\\.9\\.19\\.0 cannot be read by this user \\(permissions\\)|broken symbolic link"
    "lib-folder|lib|000|the folder [^\n]*/lib cannot be entered by this user|is missing \\(also looked"
    "include-folder|include|000|the folder [^\n]*/include cannot be entered by this user|no cuDNN header"
    "root-folder|.|000|the folder [^\n]*/cudnn cannot be entered by this user|no cuDNN header")
  string(REPLACE "|" ";" spec "${spec}")
  list(GET spec 0 what)
  list(GET spec 1 rel)
  list(GET spec 2 mode)
  list(GET spec 3 says)
  list(GET spec 4 not)
  hostile_case(permissions-${what}-unreadable permissions EXPECT fails AS_NOBODY
    SAYS "permissions named (${rel} chmod ${mode})"
    SETUP "${good}\nhostile_sh(chmod ${mode} \"\${FX}/cudnn/${rel}\")"
    BODY "${find}" MATCH "${says}" NO_MATCH "${not}")
endforeach()
hostile_case(permissions-sublibrary-unreadable permissions EXPECT found AS_NOBODY
  SAYS "warns: sub-library cannot be read"
  SETUP "${good}\nhostile_sh(chmod 000 \"\${FX}/cudnn/lib/libcudnn_cnn.so.9.19.0\")"
  BODY "${find}" MATCH "sub-library 'cnn' is missing from the chosen install:[ \n]*<W>/fx/cudnn/lib/libcudnn_cnn\\.so\\.9\\.19\\.0 cannot be read by this user")
hostile_case(permissions-lib-folder-not-listable permissions EXPECT found AS_NOBODY
  SAYS "a folder that can be entered, not listed: files found by name"
  SETUP "${good}\nhostile_sh(chmod 311 \"\${FX}/cudnn/lib\")"
  BODY "${find}\ncudnn_assert_equal(CUDNN_LIBRARY \"\${FX}/cudnn/lib/libcudnn.so\")")

# --- paths: every character class, both generators; a program built and run ----------
set(path_classes
  "space|cudnn 9 x"
  [=[dollar|cu$dnn ${x} $HOME]=]
  "brackets|SDKs [x64]"
  "hash|c#dnn #1"
  "quotes|it's \"q\""
  "unicode|用户 데이터 ü"
  "punctuation|(x86) & co=1 %x% !~+@")
foreach(generator Ninja "Unix Makefiles")
  string(REGEX REPLACE "[^A-Za-z]" "" gen "${generator}")
  string(TOLOWER "${gen}" gen)
  foreach(spec IN LISTS path_classes)
    string(FIND "${spec}" "|" bar)
    string(SUBSTRING "${spec}" 0 ${bar} class)
    math(EXPR bar "${bar} + 1")
    string(SUBSTRING "${spec}" ${bar} -1 dir)
    hostile_case(paths-${class}-${gen} paths EXPECT found GENERATOR "${generator}" REQUIRES make
      SAYS "found, built, ran (${generator})"
      DEFS "set(ODD [=[${dir}]=])"
      SETUP [[hostile_good_moved("${FX}/${ODD}/cudnn")]]
      BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/${ODD}/cudnn")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/${ODD}/cudnn/include")
hostile_version_program(v)]]
      POST [[hostile_build_and_run(v "version 91900")]])
  endforeach()
  hostile_case(paths-semicolon-${gen} paths EXPECT fails GENERATOR "${generator}" REQUIRES make
    SAYS "rejected, the path shown with its ';'"
    SETUP [[hostile_good_moved("${FX}/a;b/cudnn")]]
    BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/a;b/cudnn")
find_package(CUDNN REQUIRED)]]
    MATCH "CUDNN_ROOT: <W>/fx/a;b/cudnn: the path contains a semicolon")
endforeach()
foreach(generator Ninja "Unix Makefiles")
  string(REGEX REPLACE "[^A-Za-z]" "" gen "${generator}")
  string(TOLOWER "${gen}" gen)
  hostile_case(paths-make-variable-${gen} paths EXPECT fails GENERATOR "${generator}" REQUIRES make
    SAYS "'$(HOME)' in the path: rejected before any build reads another folder"
    SETUP [[hostile_good("${FX}/cu$(HOME)dnn/cudnn")]]
    BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cu$(HOME)dnn/cudnn")
find_package(CUDNN REQUIRED)]]
    MATCH "the path holds '\\$\\(', which CMake hands to the build tool as a make variable reference")
endforeach()
foreach(generator Ninja "Unix Makefiles")
  string(REGEX REPLACE "[^A-Za-z]" "" gen "${generator}")
  string(TOLOWER "${gen}" gen)
  hostile_case(paths-backslash-${gen} paths EXPECT fails GENERATOR "${generator}" REQUIRES make
    SAYS "a folder named 'a\\b': rejected, the path shown as it is"
    SETUP [[hostile_good_moved("${FX}/a\\b/cudnn")]]
    BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/a\\b/cudnn")
find_package(CUDNN REQUIRED)]]
    MATCH "CUDNN_ROOT: <W>/fx/a\\\\b/cudnn: the path holds a '\\\\', which CMake's path commands read as a folder separator")
endforeach()
hostile_case(paths-unpaired-bracket paths EXPECT fails SAYS "an unpaired '[' named"
  SETUP [[hostile_good("${FX}/a[b/cudnn")]]
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/a[b/cudnn")
find_package(CUDNN REQUIRED)]]
  MATCH "has a '\\[' or '\\]' without its partner")

# --- hints ----------------------------------------------------------------------------
hostile_case(hints-relative-root hints EXPECT found SAYS "relative CUDNN_ROOT read against the source folder"
  SETUP "${good}"
  BODY [[cudnn_isolate()
file(RELATIVE_PATH rel "${CMAKE_CURRENT_SOURCE_DIR}" "${FX}/cudnn")
set(CUDNN_ROOT "${rel}")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")]]
  MATCH "cuDNN 9\\.19\\.0 chosen: <W>/fx/cudnn \\(CUDNN_ROOT")
hostile_case(hints-relative-root-missing hints EXPECT fails SAYS "a relative CUDNN_ROOT that is not there: the absolute path shown"
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "../no/such/cudnn")
find_package(CUDNN REQUIRED)]]
  MATCH "CUDNN_ROOT: <W>/no/such/cudnn: the folder does not exist" NO_MATCH "cannot be read")
hostile_case(hints-relative-root-environment hints EXPECT found SAYS "relative ENV{CUDNN_ROOT}"
  SETUP "${good}"
  BODY [[cudnn_isolate()
set(ENV{CUDNN_ROOT} "../fx/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")]])
hostile_case(hints-trailing-slashes hints EXPECT found SAYS "CUDNN_ROOT with trailing slashes"
  SETUP "${good}"
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn///")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")]])
hostile_case(hints-root-is-file hints EXPECT fails SAYS "a file, not a folder"
  SETUP [[file(WRITE "${FX}/cudnn.tar.xz" "")]]
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn.tar.xz")
find_package(CUDNN REQUIRED)]]
  MATCH "this is a file, not a folder")
hostile_case(hints-root-is-lib-folder hints EXPECT fails SAYS "no header: points at the right folder"
  SETUP "${good}"
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn/lib")
find_package(CUDNN REQUIRED)]]
  MATCH "no cuDNN header")
hostile_case(hints-frontend-environment hints EXPECT found SAYS "cudnn-frontend's ENV{CUDNN_INCLUDE_PATH}/ENV{CUDNN_LIBRARY_PATH} used"
  SETUP "${good}\nhostile_good(\"\${FX}/other\" )"
  BODY [[cudnn_isolate()
set(ENV{CUDNN_INCLUDE_PATH} "${FX}/cudnn/include")
set(ENV{CUDNN_LIBRARY_PATH} "${FX}/cudnn/lib")
set(CUDNN_ROOT "${FX}/other")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")]]
  MATCH "\\(ENV\\{CUDNN_INCLUDE_PATH\\} and ENV\\{CUDNN_LIBRARY_PATH\\}")
hostile_case(hints-library-is-folder hints EXPECT found SAYS "CUDNN_LIBRARY as a folder"
  SETUP "${good}"
  BODY [[cudnn_isolate()
set(CUDNN_LIBRARY "${FX}/cudnn/lib")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")]])
hostile_case(hints-include-dir-is-header hints EXPECT found SAYS "CUDNN_INCLUDE_DIR as the header file"
  SETUP "${good}"
  BODY [[cudnn_isolate()
set(CUDNN_INCLUDE_DIR "${FX}/cudnn/include/cudnn.h")
set(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")]])
hostile_case(hints-library-missing-file hints EXPECT fails SAYS "CUDNN_LIBRARY names a missing file"
  SETUP "${good}"
  BODY [[cudnn_isolate()
set(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so.7")
find_package(CUDNN REQUIRED)]]
  MATCH "CUDNN_LIBRARY=<W>/fx/cudnn/lib/libcudnn\\.so\\.7 does not exist")

# --- requests -------------------------------------------------------------------------
hostile_case(requests-exact-mismatch requests EXPECT fails SAYS "EXACT 9.10.0 against 9.19.0"
  SETUP "${good}" BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 9.10.0 EXACT REQUIRED)]] MATCH "9\\.19\\.0")
hostile_case(requests-range-excludes requests EXPECT fails SAYS "range 8...<9 against 9.19.0"
  SETUP "${good}" BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 8...<9 REQUIRED)]] MATCH "9\\.19\\.0")
hostile_case(requests-unknown-component requests EXPECT fails SAYS "unknown component named"
  SETUP "${good}" BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS warp_drive)]] MATCH "warp_drive")
hostile_case(requests-v8-name-on-v9 requests EXPECT fails SAYS "cuDNN 8 component on 9"
  SETUP "${good}" BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS cnn_infer)]] MATCH "cnn_infer")
hostile_case(requests-optional-missing requests EXPECT found SAYS "optional component missing: found, CUDNN_cnn_FOUND false"
  SETUP "${good}\nfile(REMOVE \"\${FX}/cudnn/lib/libcudnn_cnn.so\" \"\${FX}/cudnn/lib/libcudnn_cnn.so.9\" \"\${FX}/cudnn/lib/libcudnn_cnn.so.9.19.0\")"
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN OPTIONAL_COMPONENTS cnn)
cudnn_assert_false(CUDNN_cnn_FOUND)]])
hostile_case(requests-static-without-archives requests EXPECT fails SAYS "static asked, none installed"
  SETUP "${good}" BODY [[cudnn_isolate()
set(CUDNN_USE_STATIC_LIBS ON)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)]] MATCH "install cuDNN's static libraries")
hostile_case(requests-quiet-nothing requests EXPECT not-found SAYS "QUIET and absent: no message"
  BODY [[cudnn_isolate()
find_package(CUDNN QUIET)]] NO_MATCH "CMake Warning at" NO_MATCH "Could NOT find")

# --- the probe: a library that hangs, crashes or prints garbage (bounded) -------------
set(probe_args PROBE LIBRARY LANGUAGES C CXX ARGS -DCUDNN_PROBE_TIMEOUT=6 -DCUDNN_CUDA_VERSION=13.0)
set(probe_good [[hostile_probe_ready("${FX}/cudnn")]])
hostile_case(probe-hangs-while-loading probe EXPECT fails ${probe_args}
  SAYS "hang at load: library and 'before its first step' named; no CUDNN_PROBE=LIBRARY advice"
  SETUP "${probe_good}" ENV CUDNN_STUB_MISBEHAVE=hang-load BODY "${find}"
  MATCH "did not finish within 6 s while loading <W>/fx/cudnn/lib/libcudnn\\.so\\.9 \\(before its first step"
  NO_MATCH "set CUDNN_PROBE=LIBRARY")
hostile_case(probe-crashes-while-loading probe EXPECT fails ${probe_args}
  SAYS "crash at load: library named"
  SETUP "${probe_good}" ENV CUDNN_STUB_MISBEHAVE=crash-load BODY "${find}"
  MATCH "stopped without a report \\(exit: [^)]*\\) while loading <W>/fx/cudnn/lib/libcudnn\\.so\\.9")
hostile_case(probe-hangs-in-call probe EXPECT fails ${probe_args}
  SAYS "hang in cudnnGetVersion: step and library named"
  SETUP "${probe_good}" ENV CUDNN_STUB_MISBEHAVE=hang-version BODY "${find}"
  MATCH "stopped in: cudnnGetVersion" "library under test: <W>/fx/cudnn/lib/libcudnn\\.so\\.9"
  NO_MATCH "set CUDNN_PROBE=LIBRARY" NO_MATCH "hung driver or GPU")
hostile_case(probe-crashes-in-call probe EXPECT fails ${probe_args}
  SAYS "crash in cudnnGetVersion: signal, step and library named"
  SETUP "${probe_good}" ENV CUDNN_STUB_MISBEHAVE=crash-version BODY "${find}"
  MATCH "crashed with signal 11 [^\n]*in: cudnnGetVersion" "library under test: <W>/fx/cudnn/lib/libcudnn\\.so\\.9")
hostile_case(probe-prints-garbage probe EXPECT fails ${probe_args}
  SAYS "garbage on stdout: quoted, library named"
  SETUP "${probe_good}" ENV CUDNN_STUB_MISBEHAVE=garbage BODY "${find}"
  MATCH "printed no readable report \\(its output begins: '\\}\\{ \"stub\": garbage")
hostile_case(probe-good-control probe EXPECT found ${probe_args}
  SAYS "the same fixture, well-behaved: PASS"
  SETUP "${probe_good}" BODY "${find}\ncudnn_assert_equal(CUDNN_PROBE_RESULT PASS)")

# --- build folders --------------------------------------------------------------------
hostile_case(build-folder-forwarding-headers-read-only build-folders EXPECT fails AS_NOBODY
  SAYS "cudnn-forward/ not writable: named, no internal error"
  SETUP [[cudnn_fixture("${FX}/usr" LAYOUT linux-debian VERSION 9.5.1)
file(MAKE_DIRECTORY "${W}/bin/cudnn-forward/include")
hostile_sh(chmod 555 "${W}/bin/cudnn-forward/include")]]
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/usr")
find_package(CUDNN REQUIRED)]]
  MATCH "cudnn-forward/include cannot be written")

# --- installs changed between configures ----------------------------------------------
hostile_case(changes-upgraded-in-place changes EXPECT found SAYS "9.10.0 -> 9.19.0 in place: the new version"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.10.0 STATIC OFF)]]
  BODY "${find}\nmessage(STATUS \"version now \${CUDNN_VERSION}\")"
  CHANGE [[execute_process(COMMAND sleep 1)
file(REMOVE_RECURSE "${FX}/cudnn")
hostile_good("${FX}/cudnn")]]
  MATCH "version now 9\\.19\\.0")
hostile_case(changes-removed changes EXPECT fails SAYS "install deleted: the folder does not exist"
  SETUP "${good}" BODY "${find}"
  CHANGE [[file(REMOVE_RECURSE "${FX}/cudnn")]]
  MATCH "the folder does not exist")
hostile_case(changes-library-replaced-by-dll changes EXPECT fails SAYS "library replaced by a DLL: caught on re-configure"
  SETUP "${good}" BODY "${find}"
  CHANGE [[execute_process(COMMAND sleep 1)
hostile_pe_over("${FX}/cudnn/lib/libcudnn.so.9.19.0" x86_64)]]
  MATCH "is a Windows DLL")
hostile_case(changes-header-made-unreadable changes EXPECT fails AS_NOBODY SAYS "header made unreadable: permissions"
  SETUP "${good}" BODY "${find}"
  CHANGE [[hostile_sh(chmod 000 "${FX}/cudnn/include/cudnn_version.h")
hostile_sh(touch "${FX}/cudnn/include")]]
  MATCH "cannot be read by this user")
hostile_case(changes-sublibrary-removed changes EXPECT found SAYS "sub-library deleted: warned on re-configure"
  SETUP "${good}" BODY "${find}"
  CHANGE [[execute_process(COMMAND sleep 1)
file(REMOVE "${FX}/cudnn/lib/libcudnn_cnn.so" "${FX}/cudnn/lib/libcudnn_cnn.so.9" "${FX}/cudnn/lib/libcudnn_cnn.so.9.19.0")
hostile_sh(touch "${FX}/cudnn/lib/libcudnn.so.9.19.0")]]
  MATCH "sub-library 'cnn' is missing")

# --- Windows targets (MinGW-w64 + Wine) -----------------------------------------------
set(win TOOLCHAIN mingw REQUIRES wine)
hostile_case(windows-elf-as-dll windows EXPECT fails ${win} SAYS "a Linux .so saved as the DLL"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
hostile_good("${FX}/linux")
file(REMOVE "${FX}/cudnn/bin/cudnn64_9.dll")
file(COPY_FILE "${FX}/linux/lib/libcudnn.so.9.19.0" "${FX}/cudnn/bin/cudnn64_9.dll")]]
  BODY "${find}" MATCH "cudnn64_9\\.dll is a Linux shared library \\(ELF, x86_64\\), not a Windows DLL")
hostile_case(windows-dll-truncated windows EXPECT fails ${win} SAYS "DLL cut short"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0 TRUNCATE bin/cudnn64_9.dll)]]
  BODY "${find}" MATCH "cudnn64_9\\.dll is cut short")
hostile_case(windows-32-bit-dll windows EXPECT fails ${win} SAYS "32-bit DLLs for an x64 build"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 8.8.0 ARCH i686)]]
  BODY "set(CUDNN_CUDA_VERSION 11.8)\n${find}" MATCH "is built for x86 but the project builds for x86_64")
hostile_case(windows-static-requested windows EXPECT fails ${win} SAYS "no static cuDNN on Windows"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)]]
  BODY "set(CUDNN_USE_STATIC_LIBS ON)\n${find}" MATCH "cuDNN ships no static libraries for Windows")
hostile_case(windows-mixed-headers windows EXPECT fails ${win} SAYS "mixed header set"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
cudnn_fixture("${FX}/old" LAYOUT windows-zip VERSION 9.10.0)
file(COPY_FILE "${FX}/old/include/cudnn_cnn.h" "${FX}/cudnn/include/cudnn_cnn.h")]]
  BODY "${find}" MATCH "cudnn_cnn\\.h is 9\\.10\\.0")
hostile_case(windows-headers-of-another-major windows EXPECT fails ${win} SAYS "8.9.7's include folder over a 9.19 zip: the DLL there is named as cuDNN 9's"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
cudnn_fixture("${FX}/v8" LAYOUT windows-zip VERSION 8.9.7)
file(REMOVE_RECURSE "${FX}/cudnn/include")
file(COPY "${FX}/v8/include" DESTINATION "${FX}/cudnn")]]
  BODY "set(CUDNN_PROBE OFF)\n${find}"
  MATCH "cudnn_version\\.h says 8\\.9\\.7 but [^\n]*/bin/cudnn64_9\\.dll is a cuDNN 9 library \\(no cudnn64_8\\.dll beside it\\): the headers and the libraries come from different releases")
hostile_case(windows-only-bin-and-include windows EXPECT found ${win} SAYS "import library missing, DLL there: the .lib is made from the DLL"
  SETUP [[cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0 REMOVE lib)]]
  BODY "${find}" MATCH "Found CUDNN: <W>/bin/cudnn-implib/[^ ]*/cudnn64_9\\.lib")
hostile_case(windows-odd-path-runs windows EXPECT found ${win} SAYS "spaces, brackets, unicode: built, DLLs copied, ran under Wine"
  SETUP [[cudnn_fixture("${FX}/SDK [x64] 用户/cudnn" LAYOUT windows-zip VERSION 9.19.0)]]
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/SDK [x64] 用户/cudnn")
find_package(CUDNN REQUIRED)
hostile_version_program(v)
cudnn_copy_runtime_dlls(v)]]
  POST [[execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "build: ${o}${e}")
endif()
execute_process(COMMAND sh "${SRC}/tests/toolchains/wine-run.sh" "${BIN}/v.exe" RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
message("v.exe: ${o}")
if(NOT rc EQUAL 0 OR NOT o MATCHES "version 91900")
  message(FATAL_ERROR "v.exe under Wine: ${rc} ${o}${e}")
endif()]])

# --- real consumers (the real cuDNN 9.19 at /usr/local/cuda) --------------------------
hostile_case(consumers-two-directories consumers EXPECT found REQUIRES real PROBE LIBRARY LANGUAGES C CXX
  SAYS "two sibling directories: both probe-checked, both cached on re-configure, both programs run"
  SETUP [[foreach(d a b)
  file(MAKE_DIRECTORY "${W}/src/${d}")
  file(WRITE "${W}/src/${d}/CMakeLists.txt" "find_package(CUDNN 9 REQUIRED)
set_property(GLOBAL APPEND PROPERTY HOSTILE_RESULTS \"${d}:\${CUDNN_FOUND}:\${CUDNN_VERSION}:\${CUDNN_PROBE_RESULT}\")
hostile_version_program(v_${d})
")
endforeach()]]
  BODY [[set(CUDNN_ROOT /usr/local/cuda)
add_subdirectory(a)
add_subdirectory(b)
get_property(results GLOBAL PROPERTY HOSTILE_RESULTS)
cudnn_assert_equal(results "a:TRUE:9.19.0:PASS;b:TRUE:9.19.0:PASS")
# The outcome line reports the directories' results.
set(CUDNN_FOUND TRUE)
set(CUDNN_VERSION 9.19.0)
set(CUDNN_PROBE_RESULT PASS)]]
  CHANGE [[# nothing changes: both calls must reuse their verdicts]]
  MATCH "cuDNN probe: PASS \\(library checks\\) \\(cached\\)(.|\n)*cuDNN probe: PASS \\(library checks\\) \\(cached\\)"
  NO_MATCH "Probing cuDNN" NO_MATCH "cudnn_probe\\.cpp is missing"
  POST [[hostile_build_and_run(a/v_a "version 91900")
hostile_build_and_run(b/v_b "version 91900")]])
hostile_case(consumers-cuda-runtime-static consumers EXPECT found REQUIRES real nvcc LANGUAGES C CUDA
  SAYS "CMAKE_CUDA_RUNTIME_LIBRARY=Static: cudart_static only, no libcudart.so; runs"
  ARGS -DCMAKE_CUDA_RUNTIME_LIBRARY=Static -DCMAKE_CUDA_COMPILER=/usr/local/cuda/bin/nvcc -DCMAKE_CUDA_ARCHITECTURES=75
  BODY [[set(CUDNN_ROOT /usr/local/cuda)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_target_property(CUDNN::cudnn INTERFACE_LINK_LIBRARIES CUDA::cudart_static)
file(WRITE "${CMAKE_BINARY_DIR}/app.cu" [=[
#include <cstdio>
#include <cuda_runtime.h>
#include <cudnn.h>
int main() { int rt = 0; cudaRuntimeGetVersion(&rt); std::printf("version %zu runtime %d\n", cudnnGetVersion(), rt); return 0; }
]=])
add_executable(app "${CMAKE_BINARY_DIR}/app.cu")
target_link_libraries(app PRIVATE CUDNN::cudnn)]]
  POST [[hostile_build_and_run(app "version 91900 runtime 13")
execute_process(COMMAND readelf -d "${BIN}/app" OUTPUT_VARIABLE dyn)
if(dyn MATCHES "libcudart\\.so")
  message(FATAL_ERROR "app needs libcudart.so as well as the static runtime:\n${dyn}")
endif()]])
hostile_case(consumers-location-as-found consumers EXPECT found REQUIRES real LANGUAGES C
  SAYS "IMPORTED_LOCATION = CUDNN_LIBRARY = /usr/local/cuda/lib64/libcudnn.so; RUNPATH names it"
  BODY [[set(CUDNN_ROOT /usr/local/cuda)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY /usr/local/cuda/lib64/libcudnn.so)
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION /usr/local/cuda/lib64/libcudnn.so)
hostile_version_program(v)]]
  POST [[hostile_build_and_run(v "version 91900")
execute_process(COMMAND readelf -d "${BIN}/v" OUTPUT_VARIABLE dyn)
if(NOT dyn MATCHES "R(UN)?PATH[^\n]*/usr/local/cuda/lib64")
  message(FATAL_ERROR "no RUNPATH through /usr/local/cuda/lib64:\n${dyn}")
endif()]])
hostile_case(consumers-languages-none consumers EXPECT found REQUIRES real LANGUAGES NONE
  SAYS "LANGUAGES NONE: found, include folder once; FindCUDAToolkit's own librt warning is its own"
  BODY [[find_package(CUDNN 9 REQUIRED)
get_target_property(dirs CUDNN::cudnn INTERFACE_INCLUDE_DIRECTORIES)
set(reals "")
foreach(d IN LISTS dirs)
  file(REAL_PATH "${d}" r)
  list(APPEND reals "${r}")
endforeach()
set(unique "${reals}")
list(REMOVE_DUPLICATES unique)
cudnn_assert_equal(reals "${unique}")
# FindCUDAToolkit's cache entries are its own: the module writes none.
cudnn_assert_equal(CUDAToolkit_rt_LIBRARY "CUDAToolkit_rt_LIBRARY-NOTFOUND")]]
  MATCH "FindCUDAToolkit\\.cmake:[0-9]+ \\(message\\):\n +Could not find librt library"
  NO_MATCH "FindCUDNN\\.cmake:[0-9]+ \\(message\\)")
hostile_case(consumers-languages-none-librt-kept consumers EXPECT found REQUIRES real LANGUAGES NONE
  SAYS "LANGUAGES NONE: a librt the project set is kept"
  BODY [[file(WRITE "${CMAKE_BINARY_DIR}/librt.a" "!<arch>\n")
set(CUDAToolkit_rt_LIBRARY "${CMAKE_BINARY_DIR}/librt.a" CACHE FILEPATH "")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDAToolkit_rt_LIBRARY "${CMAKE_BINARY_DIR}/librt.a")]]
  NO_MATCH "CMake Warning")
hostile_case(consumers-include-folder-once consumers EXPECT found
  SAYS "the toolkit's include folder under another name: listed once"
  SETUP [[hostile_good("${FX}/cudnn")
file(CREATE_LINK "${FX}/cudnn/include" "${FX}/toolkit-include" SYMBOLIC)]]
  BODY [[cudnn_isolate()
set(CUDAToolkit_FOUND TRUE)
set(CUDAToolkit_INCLUDE_DIRS "${FX}/toolkit-include")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_target_property(CUDNN::cudnn INTERFACE_INCLUDE_DIRECTORIES "${FX}/cudnn/include")]])
hostile_case(consumers-frontend-environment-real consumers EXPECT found REQUIRES real LANGUAGES C
  SAYS "cudnn-frontend's environment hints on the real install"
  ENV CUDNN_INCLUDE_PATH=/usr/local/cuda/include CUDNN_LIBRARY_PATH=/usr/local/cuda/lib64
  BODY [[find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY /usr/local/cuda/lib64/libcudnn.so)
hostile_version_program(v)]]
  MATCH "ENV\\{CUDNN_INCLUDE_PATH\\}"
  POST [[hostile_build_and_run(v "version 91900")]])

# --- found while writing this suite ---------------------------------------------------
# A CUDA root named cuda-11.8 (or v11.8): its CUDA version comes from the name.  The
# 'A MATCHES x OR B MATCHES y' form lost it (the failing second MATCHES cleared the first's
# CMAKE_MATCH_1), so a CUDA 11 root passed for a CUDA 12 toolkit.
hostile_case(hints-cuda-root-name-tag hints EXPECT fails SAYS "cuda-11.8 root with a 12.9 toolkit: CUDA mismatch named"
  SETUP [[cudnn_fixture("${FX}/cuda-11.8" LAYOUT linux-cuda-root VERSION 8.9.7 STATIC OFF)]]
  BODY [[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cuda-11.8")
find_package(CUDNN REQUIRED)]]
  MATCH "cuDNN 8\\.9\\.7 here is for CUDA 11\\.8 \\(by its folder name cuda-11\\.8\\) but CUDNN_CUDA_VERSION asks for CUDA 12\\.9")

# --- CUDNN_CUDA_VERSION (the issue-7 fix on main): a deliberate message, no internal error ----
hostile_case(hints-cuda-version-garbage hints EXPECT fails SAYS "CUDNN_CUDA_VERSION=abc: the variable, the value, the forms"
  SETUP "${good}"
  BODY [[set(CUDNN_CUDA_VERSION abc)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)]]
  MATCH "FindCUDNN: CUDNN_CUDA_VERSION is 'abc', which is not a CUDA version")
hostile_case(hints-cuda-version-major-only hints EXPECT fails ${probe_args}
  SAYS "CUDNN_CUDA_VERSION=13 against a library built for 12.9: the probe's cudart check says so"
  SETUP [[hostile_good("${FX}/cudnn" CUDA_VERSION 12.9)]]
  BODY [[set(CUDNN_CUDA_VERSION 13)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)]]
  MATCH "libcudnn\\.so\\.9 was built for CUDA 12\\.9 \\(cudnnGetCudartVersion 12090\\) but CUDA 13 is asked for \\(CUDNN_CUDA_VERSION\\)")

# --- the probe's build (the issue-9 rewrite on main) ----------------------------------
foreach(generator Ninja "Unix Makefiles")
  string(REGEX REPLACE "[^A-Za-z]" "" gen "${generator}")
  string(TOLOWER "${gen}" gen)
  hostile_case(probe-dollar-in-path-${gen} probe EXPECT found ${probe_args} GENERATOR "${generator}" REQUIRES make
    SAYS "'$' and '\${x}' in the install path: the probe builds and passes (${generator})"
    SETUP [=[hostile_probe_ready("${FX}/.staging-probe")
execute_process(COMMAND mkdir -p "${FX}/cu$dnn \${x}")
execute_process(COMMAND mv "${FX}/.staging-probe" "${FX}/cu$dnn \${x}/cudnn")]=]
    BODY [=[cudnn_isolate()
set(CUDNN_ROOT "${FX}/cu$dnn \${x}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)]=])
endforeach()
foreach(mode LIBRARY AUTO)
  set(body "${find_quiet_ok}")
  if(mode STREQUAL "LIBRARY")
    set(body "${find}")
    set(expect fails)
    set(says "probe folder not writable: named, the find fails")
  else()
    set(expect found)
    set(says "probe folder not writable: named in a warning, the probe skipped")
  endif()
  string(TOLOWER "${mode}" lower)
  hostile_case(build-folder-probe-folder-read-only-${lower} build-folders EXPECT ${expect} AS_NOBODY
    PROBE ${mode} LANGUAGES C CXX ARGS -DCUDNN_CUDA_VERSION=13.0 SAYS "${says}"
    SETUP [[hostile_probe_ready("${FX}/cudnn")
file(MAKE_DIRECTORY "${W}/bin/CMakeFiles/cudnn-probe")
hostile_sh(chmod 555 "${W}/bin/CMakeFiles/cudnn-probe")]]
    BODY "${body}"
    MATCH "cannot write the folder <W>/bin/CMakeFiles/cudnn-probe" NO_MATCH "file failed to open")
endforeach()
