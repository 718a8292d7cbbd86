# A pip wheel in the site-packages of the interpreter the project uses
# (Python3_EXECUTABLE): the module asks the interpreter where they are.
cudnn_isolate()
set(prefix "${FX}/python prefix")
cudnn_fixture("${prefix}" LAYOUT linux-wheel VERSION 9.19.0)
# A stand-in interpreter that answers the module's question.
set(site "${prefix}/lib/python3.11/site-packages")
file(WRITE "${FX}/bin/python3" "#!/bin/sh\nprintf '%s\\n' '${site}' '${site}' ''\n")
file(CHMOD "${FX}/bin/python3" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(Python3_EXECUTABLE "${FX}/bin/python3")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${site}/nvidia/cudnn/lib/libcudnn.so.9")
