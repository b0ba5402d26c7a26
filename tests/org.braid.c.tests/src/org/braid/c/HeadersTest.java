package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.braid.core.internal.ir.DataModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The C library headers work with the host's gcc and headers (where the data model allows) and
 * with Braid's own minimal headers, and what they declare is modelled.
 */
class HeadersTest {

    static Stream<Arguments> modes() {
        return Stream.of(DataModel.values()).flatMap(m -> Stream.of(Arguments.of(m, true), Arguments.of(m, false)));
    }

    @ParameterizedTest(name = "{0}, host headers {1}")
    @MethodSource("modes")
    void commonHeadersLowerWithoutDiagnostics(DataModel model, boolean host) throws Exception {
        LoweringResult r = Fixtures.lower(Fixtures.file("headers/all-headers.c"),
            CFrontEndOptions.defaults().withDataModel(model).withHostCompiler(host));
        assertEquals(List.of(), r.diagnostics());
        for (String modelled : List.of("malloc", "strcpy", "sem_init", "sem_wait", "pthread_create", "pthread_cond_wait",
                "pthread_join", "__assert_fail", "printf", "strlen", "free", "usleep")) {
            assertTrue(!IrText.proc(r, modelled).isExternal(), modelled);
        }
    }

    @ParameterizedTest(name = "{0}, host headers {1}")
    @MethodSource("modes")
    void assertCallsAssertFailWithTheSourceLine(DataModel model, boolean host) throws Exception {
        LoweringResult r = Fixtures.lowerText("t.c", "#include <assert.h>\nint x;\nint main(void) {\n  assert(x == 0);\n  return 0;\n}\n",
            CFrontEndOptions.defaults().withDataModel(model).withHostCompiler(host));
        String width = model == DataModel.LP64 ? "u32" : "u32";
        List<String> body = IrText.statements(r, "main");
        assertEquals(1, body.size(), body::toString);
        assertTrue(body.get(0).matches("call __assert_fail\\(&\\.str(\\.\\d+)?, &\\.str(\\.\\d+)?, 4:" + width
            + ", &\\.str(\\.\\d+)?\\);"), body::toString);
    }
}
