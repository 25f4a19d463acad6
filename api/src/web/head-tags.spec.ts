import { withRuntimeConfig } from './head-tags';

describe('withRuntimeConfig', () => {
  it('hands the browser the runtime configuration in a JSON block of the head, which no markup can break', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const page = withRuntimeConfig(html, { gaMeasurementId: 'G-TEST123' });
    const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>\s*<\/head>/.exec(page);
    expect(JSON.parse(block![1])).toEqual({ gaMeasurementId: 'G-TEST123' });
    expect(withRuntimeConfig(html, {})).toContain('<script type="application/json" id="runtime-config">{}</script>');
  });
});
