package org.braid.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.braid.c.CFrontEnd;
import org.braid.core.CheckOptions;
import org.braid.core.frontend.FrontEndOption;
import org.braid.core.frontend.FrontEndSettings;
import org.braid.core.frontend.Lowering;
import org.braid.core.internal.harness.HarnessSpec;
import org.braid.ui.internal.analysis.AnalysisTarget;
import org.braid.ui.internal.analysis.FileAnalysis;
import org.braid.ui.internal.analysis.ResultCache;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What invalidates a cached result ({@link ResultCache}) and what does not, on
 * {@code cache-keys-unsafe.c}: {@code main} runs {@code bump} in two threads (a race and a failing
 * assertion), the pair {@code unrelated,log_other} touches only {@code other}. A change in a
 * function a harness reaches (also only a comment on one of its lines, which its traces quote)
 * checks that harness again; a change elsewhere keeps its result; other check options or front-end
 * settings check again. And a result taken from the cache is exactly the one a check without the
 * cache gives.
 */
class ResultCacheTest {

    private static final String CALLEE = "    counter = counter + 1;\n";
    private static final String ELSEWHERE = "    other = 1;\n";
    private static final HarnessSpec.Pair PAIR = new HarnessSpec.Pair("unrelated", "log_other", false);

    private IFile file;
    private String original;

    @BeforeEach
    void project() throws Exception {
        original = UiTestSupport.fixture("cache-keys-unsafe.c");
        file = UiTestSupport.project("cache-keys", "cache.c", original);
    }

    @AfterEach
    void delete() throws Exception {
        file.getProject().delete(true, true, null);
    }

    private void write(String text) throws Exception {
        file.setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, false, null);
    }

    private Lowering lower(String text, FrontEndSettings settings) throws Exception {
        write(text);
        return new CFrontEnd().lower(List.of(file.getLocation().toPath()), settings);
    }

    /** The keys of main and of the pair for {@code text}. */
    private List<String> keys(String text, CheckOptions options, FrontEndSettings settings) throws Exception {
        Lowering lowering = lower(text, settings);
        return List.of(ResultCache.key(new AnalysisTarget(file, new HarnessSpec.Main("main")), lowering, options,
                settings), ResultCache.key(new AnalysisTarget(file, PAIR), lowering, options, settings));
    }

    private List<String> keys(String text) throws Exception {
        return keys(text, CheckOptions.defaults(), FrontEndSettings.NONE);
    }

    @Test
    void aChangeChecksAgainOnlyTheHarnessesThatReachIt() throws Exception {
        List<String> before = keys(original);
        assertEquals(before, keys(original), "the same code has the same keys");

        List<String> callee = keys(original.replace(CALLEE, "    counter = counter + 2;\n"));
        assertNotEquals(before.get(0), callee.get(0), "a change in bump, which main reaches, checks main again");
        assertEquals(before.get(1), callee.get(1), "the pair does not reach bump");

        List<String> elsewhere = keys(original.replace(ELSEWHERE, "    other = 3;\n"));
        assertEquals(before.get(0), elsewhere.get(0), "main does not reach unrelated");
        assertNotEquals(before.get(1), elsewhere.get(1), "the pair does");

        List<String> indented = keys(original.replace(CALLEE, "      counter = counter + 1;\n"));
        assertNotEquals(before.get(0), indented.get(0), "main's traces name bump's statement at its column");
        assertEquals(before.get(1), indented.get(1));

        List<String> comment = keys(original.replace(CALLEE, "    counter = counter + 1; /* shared */\n"));
        assertEquals(before, comment, "a comment after a statement is in no trace: nothing is checked again");
    }

    @Test
    void otherOptionsOrSettingsCheckAgain() throws Exception {
        List<String> before = keys(original);
        List<String> unwind = keys(original, CheckOptions.defaults().withUnwind(3), FrontEndSettings.NONE);
        assertNotEquals(before.get(0), unwind.get(0));
        assertNotEquals(before.get(1), unwind.get(1));
        FrontEndSettings macro = FrontEndSettings.NONE.with(FrontEndOption.DEFINE, "UNUSED=1");
        List<String> settings = keys(original, CheckOptions.defaults(), macro);
        assertNotEquals(before.get(0), settings.get(0));
        assertNotEquals(before.get(1), settings.get(1));
    }

    /** The file's report (markers with their trace ids, findings, outcomes), main and the pair checked. */
    private FileAnalysis.Report report(String text) throws Exception {
        write(text);
        return new FileAnalysis(file).run(List.of(PAIR), SubMonitor.convert(new NullProgressMonitor()));
    }

    @Test
    void aCachedResultIsTheResultOfACheckWithoutTheCache() throws Exception {
        ResultCache.instance().clear();
        FileAnalysis.Report first = report(original);
        assertTrue(first.markers().size() >= 3, () -> "a race on counter and the assertion: " + first.markers());
        for (String edited : List.of(original.replace(ELSEWHERE, "    other = 3;\n"),
                original.replace(CALLEE, "      counter = counter + 1;\n"))) {
            report(original);
            long hits = ResultCache.instance().hits();
            long misses = ResultCache.instance().misses();
            FileAnalysis.Report warm = report(edited);
            assertEquals(List.of(hits + 1, misses + 1), List.of(ResultCache.instance().hits(),
                ResultCache.instance().misses()), "one of the two harnesses reaches the edit and is checked again");
            ResultCache.instance().clear();
            assertEquals(report(edited), warm);
        }
    }
}
