# The mirror speaks HTTPS with a certificate nobody signed (what a proxy that
# inspects TLS shows a machine without its CA): the download is refused (TLS is
# verified), the configure says so and how to fix it, and nothing is kept.
include("${SRC}/tests/fetch/helpers.cmake.inc")
find_program(openssl openssl)
if(NOT openssl)
  cudnn_skip_case("needs openssl to make a self-signed certificate")
endif()
fetch_case()
fetch_stand_in("${FX}/served" "${FETCH_FILE}" 5000)
execute_process(COMMAND "${openssl}" req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1
                        -keyout "${FX}/key.pem" -out "${FX}/cert.pem" OUTPUT_QUIET ERROR_QUIET)
fetch_server_start(server "${FX}/served" TLS "${FX}/cert.pem" "${FX}/key.pem")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
