"""Sentence-pair scorer: a 2-layer encoder re-implemented from an HF model card; config.json copied from the hub repo."""
import json
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

config = json.loads("""{
  "architectures": ["TinyCrossEncoder"], "hidden_size": 64, "num_attention_heads": 4,
  "num_hidden_layers": 2, "intermediate_size": 128, "vocab_size": 1000,
  "max_position_embeddings": 64, "layer_norm_eps": 1e-12, "torch_dtype": "bfloat16"
}""")
DTYPES = {"float32": ms.float32, "float16": ms.float16, "bfloat16": ms.bfloat16}

class SelfAttention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.h = cfg["num_attention_heads"]
        self.d = cfg["hidden_size"] // self.h
        self.qkv = nn.Dense(cfg["hidden_size"], 3 * cfg["hidden_size"])
        self.proj = nn.Dense(cfg["hidden_size"], cfg["hidden_size"])
        self.attn_dtype = DTYPES[cfg["torch_dtype"]]
        self.scale = self.d ** -0.5

    def construct(self, x, mask):
        b, t, c = x.shape
        q, k, v = ops.split(self.qkv(x), c, axis=-1)
        q = q.reshape(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.h, self.d).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
        scores = scores + (1.0 - mask[:, None, None, :]) * -10000.0
        probs = ops.softmax(scores.astype(self.attn_dtype), axis=-1).astype(v.dtype)
        out = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(b, t, c)
        return self.proj(out)

class Layer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.attn = SelfAttention(cfg)
        self.ln1 = nn.LayerNorm((cfg["hidden_size"],), epsilon=cfg["layer_norm_eps"])
        self.ffn = nn.SequentialCell(nn.Dense(cfg["hidden_size"], cfg["intermediate_size"]), nn.GELU(),
                                     nn.Dense(cfg["intermediate_size"], cfg["hidden_size"]))
        self.ln2 = nn.LayerNorm((cfg["hidden_size"],), epsilon=cfg["layer_norm_eps"])
    def construct(self, x, mask):
        x = self.ln1(x + self.attn(x, mask))
        return self.ln2(x + self.ffn(x))

class CrossEncoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.tok = nn.Embedding(cfg["vocab_size"], cfg["hidden_size"])
        self.pos = nn.Embedding(cfg["max_position_embeddings"], cfg["hidden_size"])
        self.layers = nn.CellList([Layer(cfg) for _ in range(cfg["num_hidden_layers"])])
        self.score = nn.Dense(cfg["hidden_size"], 1)
    def construct(self, ids, mask):
        pos = ops.arange(ids.shape[1]).astype(ms.int32)
        x = self.tok(ids) + self.pos(pos)
        for layer in self.layers:
            x = layer(x, mask)
        return self.score(x[:, 0]).squeeze(-1)

model = CrossEncoder(config)
model.set_train(False)
rng = np.random.default_rng(0)
ids = Tensor(rng.integers(5, 1000, size=(4, 24)).astype(np.int32))
mask = np.ones((4, 24), np.float32); mask[2:, 18:] = 0
print("scoring 4 query/passage pairs")
scores = model(ids, Tensor(mask))
print("scores:", scores.asnumpy())
