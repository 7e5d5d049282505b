# Llama-style decoder ported from HF modeling_llama.py; weights converted from the HF safetensors.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

HIDDEN, HEADS, VOCAB, THETA = 64, 4, 256, 10000.0
HEAD_DIM = HIDDEN // HEADS

class LlamaRotaryEmbedding(nn.Cell):
    def __init__(self, dim, base=10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim))
        # torch: self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.register_buffer("inv_freq", ms.Tensor(inv_freq))

    def construct(self, position_ids):
        freqs = position_ids[..., None].astype(ms.float32) * self.inv_freq
        emb = ops.cat((freqs, freqs), axis=-1)
        return emb.cos(), emb.sin()

class TinyLlama(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(VOCAB, HIDDEN)
        self.rotary_emb = LlamaRotaryEmbedding(HEAD_DIM, THETA)
        self.q_proj = nn.Dense(HIDDEN, HIDDEN, has_bias=False)
        self.k_proj = nn.Dense(HIDDEN, HIDDEN, has_bias=False)
        self.lm_head = nn.Dense(HIDDEN, VOCAB, has_bias=False)

    def construct(self, ids):
        h = self.embed_tokens(ids)
        return self.lm_head(h + self.q_proj(h) + self.k_proj(h))

# --- stand-in for the HF checkpoint produced by model.save_pretrained() (non-persistent buffers are not saved)
rng = np.random.default_rng(0)
hf = {
    "model.embed_tokens.weight": rng.normal(0, 0.02, (VOCAB, HIDDEN)).astype(np.float32),
    "model.layers.0.self_attn.q_proj.weight": rng.normal(0, 0.02, (HIDDEN, HIDDEN)).astype(np.float32),
    "model.layers.0.self_attn.k_proj.weight": rng.normal(0, 0.02, (HIDDEN, HIDDEN)).astype(np.float32),
    "lm_head.weight": rng.normal(0, 0.02, (VOCAB, HIDDEN)).astype(np.float32),
}
save_file(hf, "hf_tiny_llama.safetensors")

# --- conversion
rename = {
    "model.embed_tokens.weight": "embed_tokens.embedding_table",
    "model.layers.0.self_attn.q_proj.weight": "q_proj.weight",
    "model.layers.0.self_attn.k_proj.weight": "k_proj.weight",
    "lm_head.weight": "lm_head.weight",
}
state = {rename[k]: ms.Parameter(ms.Tensor(v), name=rename[k]) for k, v in load_file("hf_tiny_llama.safetensors").items()}
print(f"converted {len(state)} tensors")

model = TinyLlama()
model.load_state_dict(state, strict=True)      # torch: model.load_state_dict(state_dict)
print("weights loaded")
logits = model(ms.Tensor([[1, 2, 3, 4]], ms.int32))
print("logits", logits.shape)
