"""Llama-style decoder block ported from transformers' modeling_llama.py (RMSNorm, RoPE, SwiGLU), trained on toy next-token data."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, SEQ, D, H = 256, 32, 64, 4
HD = D // H

class LlamaRMSNorm(nn.Cell):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.weight = Parameter(ops.ones(dim, ms.float32))
        self.eps = eps
    def construct(self, x):
        var = x.pow(2).mean(-1, keep_dims=True)
        return self.weight * (x * ops.rsqrt(var + self.eps))

class LlamaRotaryEmbedding(nn.Cell):
    def __init__(self, dim, base=10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim))
        t = np.arange(SEQ, dtype=np.float32)
        freqs = np.outer(t, inv_freq)                       # (seq, dim/2)
        self.cos = Tensor(np.cos(freqs))
        self.sin = Tensor(np.sin(freqs))
    def construct(self, seq_len):
        return self.cos[:seq_len], self.sin[:seq_len]

def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return ops.cat((-x2, x1), axis=-1)

def apply_rotary_pos_emb(q, k, cos, sin):
    cos = cos[None, None]   # unsqueeze(1) over heads
    sin = sin[None, None]
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed

class LlamaAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q_proj = nn.Dense(D, D, has_bias=False)
        self.k_proj = nn.Dense(D, D, has_bias=False)
        self.v_proj = nn.Dense(D, D, has_bias=False)
        self.o_proj = nn.Dense(D, D, has_bias=False)
        self.rotary_emb = LlamaRotaryEmbedding(HD)
        self.mask = Tensor(np.triu(np.full((SEQ, SEQ), -1e9, np.float32), 1))
    def construct(self, x):
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, H, HD).transpose(0, 2, 1, 3)
        k = self.k_proj(x).view(b, s, H, HD).transpose(0, 2, 1, 3)
        v = self.v_proj(x).view(b, s, H, HD).transpose(0, 2, 1, 3)
        cos, sin = self.rotary_emb(s)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        att = ops.matmul(q, k.transpose(0, 1, 3, 2)) / np.sqrt(HD) + self.mask[:s, :s]
        out = ops.matmul(ops.softmax(att, -1), v).transpose(0, 2, 1, 3).reshape(b, s, D)
        return self.o_proj(out)

class LlamaMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gate_proj = nn.Dense(D, 4 * D, has_bias=False)
        self.up_proj = nn.Dense(D, 4 * D, has_bias=False)
        self.down_proj = nn.Dense(4 * D, D, has_bias=False)
    def construct(self, x):
        return self.down_proj(ops.silu(self.gate_proj(x)) * self.up_proj(x))

class TinyLlama(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(VOCAB, D)
        self.input_layernorm = LlamaRMSNorm(D)
        self.self_attn = LlamaAttention()
        self.post_attention_layernorm = LlamaRMSNorm(D)
        self.mlp = LlamaMLP()
        self.norm = LlamaRMSNorm(D)
        self.lm_head = nn.Dense(D, VOCAB, has_bias=False)
    def construct(self, ids):
        h = self.embed_tokens(ids)
        h = h + self.self_attn(self.input_layernorm(h))
        h = h + self.mlp(self.post_attention_layernorm(h))
        return self.lm_head(self.norm(h))

class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()
    def construct(self, ids, labels):
        return self.ce(self.net(ids).reshape(-1, VOCAB), labels.reshape(-1))

rng = np.random.default_rng(0)
base = rng.integers(0, VOCAB, size=(64, SEQ + 1)).astype(np.int32)
base[:, 1::2] = (base[:, 0::2][:, :base[:, 1::2].shape[1]] + 1) % VOCAB
net = TinyLlama()
train_net = nn.TrainOneStepCell(LMLoss(net), nn.AdamWeightDecay(net.trainable_params(), 1e-3))
train_net.set_train()
for step in range(1, 21):
    i = (step * 8) % 64
    batch = base[i:i + 8]
    loss = train_net(Tensor(batch[:, :-1]), Tensor(batch[:, 1:]))
    if step % 5 == 0:
        print(f"{{'loss': {float(loss.asnumpy()):.4f}, 'step': {step}, 'epoch': {step / 8:.2f}}}")
