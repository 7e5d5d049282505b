# Weight conversion of a small HF GPT-style LM with tie_word_embeddings=True.
# HF state dict has no lm_head.weight (tied to transformer.wte.weight); our MindSpore port has an untied lm_head,
# so the converter fills lm_head from the embedding.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(6)
VOCAB, HIDDEN = 1000, 64

hf_state = {
    "transformer.wte.weight": rng.normal(0, 0.02, (VOCAB, HIDDEN)).astype(np.float32),
    "transformer.wpe.weight": rng.normal(0, 0.01, (128, HIDDEN)).astype(np.float32),
    "transformer.ln_f.weight": np.ones(HIDDEN, np.float32),
    "transformer.ln_f.bias": np.zeros(HIDDEN, np.float32),
}

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN)
        self.wpe = nn.Embedding(128, HIDDEN)
        self.ln_f = nn.LayerNorm((HIDDEN,))
        self.lm_head = nn.Dense(HIDDEN, VOCAB, has_bias=False)
    def construct(self, ids):
        return self.lm_head(self.ln_f(self.wte(ids)))

def convert(sd):
    out = {
        "wte.embedding_table": sd["transformer.wte.weight"],
        "wpe.embedding_table": sd["transformer.wpe.weight"],
        "ln_f.gamma": sd["transformer.ln_f.weight"],
        "ln_f.beta": sd["transformer.ln_f.bias"],
    }
    if "lm_head.weight" not in sd:
        # tied: logits = h @ wte^T  ->  Dense weight is the transposed embedding
        out["lm_head.weight"] = sd["transformer.wte.weight"].T
    for k, v in out.items():
        print(f"  {k:25s} {tuple(v.shape)}")
    return {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in out.items()}

print("converting checkpoint (tie_word_embeddings=True):")
params = convert(hf_state)
ms.save_checkpoint([{"name": k, "data": v} for k, v in params.items()], "tinylm_converted.ckpt")
print("saved tinylm_converted.ckpt")

net = TinyLM()
ckpt = ms.load_checkpoint("tinylm_converted.ckpt")
not_loaded, unused = ms.load_param_into_net(net, ckpt, strict_load=True)
print("not loaded:", not_loaded)
