// Realistic queries on the Tongsuo corpus and the page each should find, for
// the search quality test: topics, algorithm names, tools and API names, in
// Chinese, English and both.

/** A query and the URL path (default locale) of the page a reader wants from it. */
export interface QualityQuery {
  query: string;
  expect: string;
}

export const CORPUS_QUERIES: QualityQuery[] = [
  // Chinese: topics and algorithms
  { query: '门限签名', expect: '/blog/2024/01/18/SM2-threshold-sign' },
  { query: '两方门限解密', expect: '/blog/2024/01/29/SM2-threshold-decrypt' },
  { query: '白盒密码算法', expect: '/docs/features/wbsm4' },
  { query: '零知识证明 半同态加密', expect: '/docs/frontier/zero-knowledge-proof/ZKP-PHE' },
  { query: '证书压缩', expect: '/docs/ssl-tls/certificate-compression' },
  { query: '源码编译', expect: '/docs/compilation/source-compilation' },
  { query: '报告安全漏洞', expect: '/docs/security' },
  { query: '模逆元', expect: '/docs/features/sm2/Implement-2' },
  { query: '快速模约减', expect: '/docs/features/sm2/implement' },
  { query: '抵抗侧信道攻击', expect: '/docs/features/sm4_whitebox/WBSM4-ResistDCA/' },
  { query: '比特切片 虚拟洗牌', expect: '/docs/features/sm4_whitebox/BitSliced-DummyShuffling/' },
  { query: '开源之夏 最具潜力奖', expect: '/blog/2024/12/09/summer-ospp-end' },
  { query: '社区管理制度', expect: '/blog/2024/02/02/PMC' },
  { query: '欧拉操作系统', expect: '/docs/features/openeuler' },
  { query: '铜锁迷你版', expect: '/docs/minisuo' },
  { query: '商用密码产品认证 二级', expect: '/blog/2024/08/12/certificates-lv2' },
  { query: '海光 密码协处理器', expect: '/docs/features/tongsuo-java-sdk-engine' },
  { query: '后量子签名', expect: '/docs/features/ml_dsa' },
  { query: '代码风格', expect: '/blog/2022/10/12/C-code-style' },
  { query: '文档贡献指南', expect: '/docs/developers/docs-deployment' },
  // English: API names, tools, algorithms
  { query: 'PAILLIER_KEY_new', expect: '/docs/api/paillier' },
  { query: 'SSL_add_cert_compression_alg', expect: '/docs/api/证书压缩API' },
  { query: 'OSSL_syslog', expect: '/docs/api/ossl_syslog' },
  { query: 'Bulletproofs R1CS', expect: '/docs/frontier/zero-knowledge-proof/Bulletproofs-R1CS' },
  { query: 'EC-ElGamal', expect: '/docs/frontier/homomorphic-encryption/EC-ElGamal' },
  { query: 'ML-DSA', expect: '/docs/features/ml_dsa' },
  { query: 'curl', expect: '/docs/features/curl' },
  { query: 'wrk', expect: '/docs/features/wrk' },
  { query: 'Tengine', expect: '/docs/features/tengine' },
  { query: 'OpenHarmony', expect: '/docs/features/openharmony' },
  { query: 'NJet', expect: '/docs/usecase/njet' },
  { query: 'Delegated Credentials', expect: '/docs/ssl-tls/delegated-credentials' },
  { query: 'ZUC-128-EIA3', expect: '/docs/features/zuc/ZUC-128-EIA3' },
  { query: 'SM4-NI', expect: '/docs/features/sm4-ni' },
  { query: 'Angie', expect: '/docs/features/angie' },
  { query: 'TSAPI', expect: '/docs/api/tsapi' },
  { query: 'enable-ntls', expect: '/docs/features/TLCP' },
  { query: 'certificate compression', expect: '/docs/ssl-tls/certificate-compression' },
  { query: 'markdown features', expect: '/docs/developers/markdown-features' },
  // Mixed
  { query: 'SM2 门限', expect: '/blog/2024/01/18/SM2-threshold-sign' },
  { query: 'TLS 1.3 国密', expect: '/docs/features/TLS-1-3' },
  { query: 'SM2 双证书', expect: '/docs/features/Tongsuo-SM2-2' },
  { query: 'SM2 证书签发', expect: '/docs/features/Tongsuo-SM2' },
  { query: 'SM4 加解密 命令行', expect: '/docs/features/sm2-sm3-sm4-cli' },
  { query: 'PHP 国密', expect: '/docs/features/php' },
  { query: 'PQC TLS 1.3', expect: '/docs/features/pqc' },
  { query: 'wget 国密服务器', expect: '/docs/features/wget' },
  { query: 'OpenSSL 共存', expect: '/docs/compilation/openssl-compatible' },
  { query: 'Tongsuo 8.4.0 发布', expect: '/docs/release-note/Tongsuo-8.4.0' },
  { query: 'SM2 性能优化', expect: '/docs/features/sm2/overview' },
  { query: 'SM2 无 Za', expect: '/docs/features/SM2-No-Za' },
  { query: 'Tongsuo-Java-SDK TLS 1.3', expect: '/docs/features/tongsuo-java-sdk-tls13' },
  { query: 'MySQL 国密改造', expect: '/docs/features/handbook' },
  { query: 'Twisted EC-ElGamal 零知识证明', expect: '/docs/frontier/zero-knowledge-proof/Twisted-EC-ElGamal' },
];
