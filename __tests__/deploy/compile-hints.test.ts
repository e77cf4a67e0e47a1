/** @jest-environment node */
import {
  addCompileHint,
  COMPILE_HINT,
  CompileHintError,
  listStartupChunks,
} from '@/deploy/compile-hints';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,(e)=>{}]);';

describe('compile hints', () => {
  it("puts V8's eager-compilation comment on the chunk's first line and leaves the code as it was", () => {
    const marked = addCompileHint('out/_next/static/chunks/app.js', CHUNK);
    expect(marked.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(marked.slice(COMPILE_HINT.length)).toBe(CHUNK);
  });

  it('fails naming the chunk when it already has the comment, so a second run of the step is caught', () => {
    const marked = addCompileHint('out/_next/static/chunks/app.js', CHUNK);
    expect(() => addCompileHint('out/_next/static/chunks/app.js', marked)).toThrow(
      new CompileHintError(
        'out/_next/static/chunks/app.js',
        'ya tiene la marca de compilación anticipada',
      ),
    );
  });

  it('fails naming the chunk when it is empty', () => {
    expect(() => addCompileHint('out/_next/static/chunks/vacio.js', ' \n')).toThrow(
      'out/_next/static/chunks/vacio.js: el script está vacío',
    );
  });

  it('lists each start-up chunk of all the pages once, in the order the pages load them', () => {
    expect(
      listStartupChunks([
        ['/_next/static/chunks/react.js', '/_next/static/chunks/home.js'],
        ['/_next/static/chunks/react.js', '/_next/static/chunks/blog.js'],
        [],
      ]),
    ).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/home.js',
      '/_next/static/chunks/blog.js',
    ]);
  });
});
