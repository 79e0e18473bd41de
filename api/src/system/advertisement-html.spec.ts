import { sanitizeAdvertisementHtml } from './advertisement-html';

describe('sanitizeAdvertisementHtml', () => {
  it('keeps paragraphs, emphasis, lists and small headings', () => {
    const html = '<h3>Save</h3><p>Add <strong>home</strong> and <em>save</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol><h4>x</h4><b>b</b><i>i</i>';
    expect(sanitizeAdvertisementHtml(html)).toBe(
      '<h3>Save</h3><p>Add <strong>home</strong> and <em>save</em><br /></p><ul><li>one</li></ul><ol><li>two</li></ol><h4>x</h4><b>b</b><i>i</i>',
    );
  });

  it('removes scripts with their content', () => {
    expect(sanitizeAdvertisementHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handler and style attributes', () => {
    const out = sanitizeAdvertisementHtml('<p onclick="steal()" style="color:red" class="x">Hi</p><a href="https://a.test" onmouseover="x()">go</a>');
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/style|class/);
    expect(out).toContain('<p>Hi</p>');
  });

  it('opens http(s) links in a new tab without opener', () => {
    expect(sanitizeAdvertisementHtml('<a href="https://harbor.test/home">Quote</a>')).toBe(
      '<a href="https://harbor.test/home" rel="noopener noreferrer" target="_blank">Quote</a>',
    );
  });

  it('keeps mailto links and drops javascript: and data: links', () => {
    expect(sanitizeAdvertisementHtml('<a href="mailto:help@harbor.test">Mail</a>')).toContain('href="mailto:help@harbor.test"');
    expect(sanitizeAdvertisementHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeAdvertisementHtml('<a href="data:text/html,hi">x</a>')).not.toContain('data:');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeAdvertisementHtml('<div><img src="x" onerror="y()"><span>Text</span><iframe src="https://e.test"></iframe></div>')).toBe('Text');
  });
});
