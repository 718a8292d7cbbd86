# The version of cuDNN is known only once the search has run, and the search
# is FindCUDNN's: so every request is accepted here, and CUDNNConfig.cmake
# checks it (version, EXACT, range), with the message module mode gives.
set(PACKAGE_VERSION "")
set(PACKAGE_VERSION_COMPATIBLE TRUE)
