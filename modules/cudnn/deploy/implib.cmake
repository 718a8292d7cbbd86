# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Windows installs with DLLs and headers but no import library (the 9.x pip
# wheels, a torch/lib folder, CUDNN_LIBRARY naming a DLL): usable where the
# project's toolchain can make the .lib from each DLL's export table, with
# MSVC's lib.exe (or llvm-lib) or MinGW-w64's dlltool.  install.cmake names the
# import libraries to be (in <build>/cudnn-implib/); they are made for the
# chosen install only (_cudnn_make_import_libraries), before its targets.

include_guard(GLOBAL)

# _cudnn_import_library_tool(<out> <out-name>): CMAKE_AR of an MSVC-like
# toolchain, else CMAKE_DLLTOOL, and its file name; "" when the toolchain has
# neither.
function(_cudnn_import_library_tool out out_name)
  set(tool "${CMAKE_DLLTOOL}")
  if(MSVC OR CMAKE_C_SIMULATE_ID STREQUAL "MSVC" OR CMAKE_CXX_SIMULATE_ID STREQUAL "MSVC")
    set(tool "${CMAKE_AR}")
  endif()
  if(NOT EXISTS "${tool}")
    set(tool "")
  endif()
  get_filename_component(name "${tool}" NAME)
  set(${out} "${tool}" PARENT_SCOPE)
  set(${out_name} "${name}" PARENT_SCOPE)
endfunction()

# _cudnn_implib_path(<out> <ctx> <dll>): where the import library made from
# <dll> goes: the build folder, one sub-folder per DLL folder.
function(_cudnn_implib_path out ctx dll)
  get_filename_component(dir "${dll}" DIRECTORY)
  get_filename_component(name "${dll}" NAME_WE)
  string(MD5 key "${dir}")
  string(SUBSTRING "${key}" 0 12 key)
  set(${out} "${${ctx}_WORK}/cudnn-implib/${key}/${name}.lib" PARENT_SCOPE)
endfunction()

# _cudnn_make_import_library(<out-problem> <dll> <implib>)
# The import library <implib> made from <dll>'s export table (through a .def
# file beside it); remade only when the DLL is newer.  <out-problem>: why it
# could not be made.
function(_cudnn_make_import_library out_problem dll implib)
  if(EXISTS "${implib}" AND NOT "${dll}" IS_NEWER_THAN "${implib}")
    set(${out_problem} "" PARENT_SCOPE) # made by an earlier configure
    return()
  endif()
  _cudnn_import_library_tool(tool tool_name)
  set(problem "")
  if(NOT tool)
    set(problem "${dll} has no import library and this toolchain has neither lib.exe (MSVC) nor dlltool (MinGW-w64) to make one from it: configure with one of those, or install NVIDIA's cuDNN archive for Windows, whose lib/x64 holds the .lib files")
  else()
    _cudnn_pe_exports(names unreadable "${dll}")
    if(unreadable)
      set(problem "cannot make an import library from ${dll}: ${unreadable}. Reinstall cuDNN")
    endif()
  endif()
  if(problem STREQUAL "")
    string(REGEX REPLACE "\\.lib$" ".def" def "${implib}")
    get_filename_component(dll_name "${dll}" NAME)
    string(REPLACE ";" "\n  " exports "${names}")
    file(WRITE "${def}" "; Made by FindCUDNN from the export table of ${dll}\nLIBRARY \"${dll_name}\"\nEXPORTS\n  ${exports}\n")
    file(REMOVE "${implib}")
    _cudnn_binary_info("${dll}" format machine _)
    set(lib_machine X64)
    set(dlltool_machine i386:x86-64)
    if(machine STREQUAL "x86")
      set(lib_machine X86)
      set(dlltool_machine i386)
    endif()
    set(command "${tool}" /nologo /machine:${lib_machine} "/def:${def}" "/out:${implib}")
    if(tool_name MATCHES "dlltool")
      set(command "${tool}" -m ${dlltool_machine} -d "${def}" -D "${dll_name}" -l "${implib}")
    endif()
    execute_process(COMMAND ${command} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR NOT EXISTS "${implib}")
      string(STRIP "${out}${err}" text)
      string(REPLACE ";" " " shown "${command}")
      set(problem "making the import library ${implib} from ${dll} failed (${shown}: ${rc}: ${text})")
    endif()
  endif()
  set(${out_problem} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_make_import_libraries(<out-problem> <p>)
# For a DLL-only install, the import libraries its facts name: the main
# library's and each sub-library's; the first problem.
function(_cudnn_make_import_libraries out_problem p)
  set(parts "")
  if(${p}_IMPLIB_FROM_DLL)
    list(TRANSFORM ${p}_COMPONENTS PREPEND "${p}_" OUTPUT_VARIABLE parts)
    list(PREPEND parts ${p})
  endif()
  set(problem "")
  foreach(part IN LISTS parts)
    if(problem STREQUAL "" AND ${part}_LIBRARY AND ${part}_RUNTIME)
      _cudnn_make_import_library(problem "${${part}_RUNTIME}" "${${part}_LIBRARY}")
    endif()
  endforeach()
  set(${out_problem} "${problem}" PARENT_SCOPE)
endfunction()
