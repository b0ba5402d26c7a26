package org.braid.c.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTProblem;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.gnu.c.GCCLanguage;
import org.eclipse.cdt.core.parser.DefaultLogService;
import org.eclipse.cdt.core.parser.FileContent;
import org.eclipse.cdt.core.parser.IncludeFileContentProvider;
import org.eclipse.cdt.core.parser.ScannerInfo;
import org.eclipse.core.runtime.CoreException;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

/** CDT's GNU C parser works inside OSGi through org.braid.c's imports, without a workspace. */
class CdtParserTest {

    @Test
    void parsesFunctionDefinitions() throws IOException, CoreException {
        IASTTranslationUnit unit = parse("fixtures/two-functions.c");

        List<String> functions = new ArrayList<>();
        for (IASTDeclaration declaration : unit.getDeclarations()) {
            if (declaration instanceof IASTFunctionDefinition function) {
                functions.add(function.getDeclarator().getName().toString());
            }
        }
        assertEquals(List.of("increment", "main"), functions);
        assertEquals(List.of(), problems(unit));
    }

    @Test
    void parserComesFromItsOwnBundle() {
        assertEquals("wrapped.io.joern.eclipse-cdt-core", FrameworkUtil.getBundle(GCCLanguage.class).getSymbolicName());
    }

    private IASTTranslationUnit parse(String fixture) throws IOException, CoreException {
        String source;
        try (InputStream in = getClass().getResourceAsStream(fixture)) {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        FileContent content = FileContent.create(fixture, source.toCharArray());
        return GCCLanguage.getDefault().getASTTranslationUnit(content, new ScannerInfo(Map.of(), new String[0]),
                IncludeFileContentProvider.getEmptyFilesProvider(), null, 0, new DefaultLogService());
    }

    private static List<String> problems(IASTTranslationUnit unit) {
        List<String> problems = new ArrayList<>();
        for (IASTProblem problem : unit.getPreprocessorProblems()) {
            problems.add(problem.getMessageWithLocation());
        }
        unit.accept(new ASTVisitor() {
            {
                shouldVisitProblems = true;
            }

            @Override
            public int visit(IASTProblem problem) {
                problems.add(problem.getMessageWithLocation());
                return PROCESS_CONTINUE;
            }
        });
        return problems;
    }
}
