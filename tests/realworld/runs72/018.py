# hand-edited config.json (kv heads reduced to save memory) driving the MindSpore GQA attention port
import json, os, numpy as np, mindspore as ms
from mindspore import nn, ops
d="ckpt/llama_gqa"; os.makedirs(d, exist_ok=True)
json.dump({"model_type":"llama","hidden_size":256,"intermediate_size":688,"num_attention_heads":8,
           "num_key_value_heads":3,"num_hidden_layers":1,"vocab_size":1000}, open(f"{d}/config.json","w"), indent=2)
from transformers import AutoConfig
cfg = AutoConfig.from_pretrained(d)
class Attention(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.nh, self.nkv = c.num_attention_heads, c.num_key_value_heads
        self.hd = c.hidden_size // self.nh
        self.n_rep = self.nh // self.nkv
        self.q_proj = nn.Dense(c.hidden_size, self.nh * self.hd, has_bias=False)
        self.k_proj = nn.Dense(c.hidden_size, self.nkv * self.hd, has_bias=False)
        self.v_proj = nn.Dense(c.hidden_size, self.nkv * self.hd, has_bias=False)
        self.o_proj = nn.Dense(self.nh * self.hd, c.hidden_size, has_bias=False)
    def construct(self, x):
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, self.nh, self.hd).transpose(0, 2, 1, 3)
        k = self.k_proj(x).view(b, s, self.nkv, self.hd).transpose(0, 2, 1, 3)
        v = self.v_proj(x).view(b, s, self.nkv, self.hd).transpose(0, 2, 1, 3)
        k = ops.repeat_interleave(k, self.n_rep, 1)   # repeat_kv
        v = ops.repeat_interleave(v, self.n_rep, 1)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / self.hd ** 0.5, -1)
        o = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, s, -1)
        return self.o_proj(o)
attn = Attention(cfg)
x = ms.Tensor(np.random.randn(2, 16, cfg.hidden_size).astype(np.float32))
print(attn(x).shape)
