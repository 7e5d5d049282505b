# GPT-2-style model pretrained with Megatron-LM (--make-vocab-size-divisible-by 128 pads the embedding
# to 50304 rows), exported to a MindSpore checkpoint by an in-house converter. The MindSpore model is
# sized from the HF GPT2Config (vocab_size 50257); the converter copied the padded table unchanged.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from transformers import GPT2Config

np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

cfg = GPT2Config(n_embd=16, n_layer=1, n_head=2)          # debug width, real vocabulary
print(f"GPT2Config.vocab_size={cfg.vocab_size}")

class TinyGPT(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.wte = nn.Embedding(c.vocab_size, c.n_embd)
        self.wpe = nn.Embedding(c.n_positions, c.n_embd)
        self.ln_f = nn.LayerNorm((c.n_embd,))
        self.lm_head = nn.Dense(c.n_embd, c.vocab_size, has_bias=False)
    def construct(self, ids):
        return self.lm_head(self.ln_f(self.wte(ids)))

net = TinyGPT(cfg)

# converted Megatron checkpoint: vocab padded up to a multiple of 128 (tensor-parallel friendly)
padded_vocab = ((cfg.vocab_size + 127) // 128) * 128
ckpt = {
    "wte.embedding_table": Parameter(Tensor(np.random.randn(padded_vocab, 16).astype(np.float32) * 0.02)),
    "wpe.embedding_table": Parameter(Tensor(np.random.randn(cfg.n_positions, 16).astype(np.float32) * 0.02)),
    "ln_f.gamma": Parameter(Tensor(np.ones(16, np.float32))),
    "ln_f.beta": Parameter(Tensor(np.zeros(16, np.float32))),
    "lm_head.weight": Parameter(Tensor(np.random.randn(padded_vocab, 16).astype(np.float32) * 0.02)),
}
ms.save_checkpoint([{"name": k, "data": v} for k, v in ckpt.items()], "megatron_gpt2_converted.ckpt")
print("loading megatron_gpt2_converted.ckpt")
param_dict = ms.load_checkpoint("megatron_gpt2_converted.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded)
