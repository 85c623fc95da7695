// Words of the project that segmentit's general dictionary cuts apart, so that
// the index holds them whole (零知识 is cut 零|知识, so its pair 零知 would be
// lost). The project's own names (铜锁, 国密, 白盒, 门限, …) are listed even
// where segmentit knows them: a high frequency keeps them whole in context.

/** Project terms added to segmentit's dictionary. */
export const PROJECT_TERMS: readonly string[] = [
  // the project and its algorithms
  '铜锁', '国密', '商密', '白盒', '门限', '同态', '半同态', '全同态', '零知识', '零知识证明', '祖冲之', '后量子', '抗量子',
  '侧信道', '验签', '加解密', '密码学', '密码库', '密码模块', '双证书', '单证书', '根证书', '自签名', '非对称',
  '椭圆曲线', '消息认证码', '比特切片', '范围证明', '模逆元', '模约减', '密码套件', '国密算法', '门限签名', '门限解密',
  '同态加密', '白盒密码', '委托凭证', '证书压缩', '协同签名', '商用密码', '迷你版', '开源之夏', '密评', '等保',
];

/** segmentit's dictionary line for a word: `word|part of speech|frequency`, as a frequent noun. */
export const dictionaryLine = (word: string) => `${word}|0x00100000|10000`;
