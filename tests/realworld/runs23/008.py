# HF tied word embeddings: the converted checkpoint holds embed_tokens only, the MindSpore net has its own lm_head
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class TinyLM(nn.Cell):
    def __init__(self, vocab=512, hidden=64):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, hidden)
        self.norm = nn.LayerNorm((hidden,))
        self.lm_head = nn.Dense(hidden, vocab, has_bias=False)

    def construct(self, ids):
        return self.lm_head(self.norm(self.embed_tokens(ids)))

# "converted" from a HF model with tie_word_embeddings=True: lm_head.weight is not in the state_dict
ckpt = [
    {"name": "embed_tokens.embedding_table", "data": ms.Tensor(np.random.randn(512, 64).astype(np.float32))},
    {"name": "norm.gamma", "data": ms.Tensor(np.ones(64, np.float32))},
    {"name": "norm.beta", "data": ms.Tensor(np.zeros(64, np.float32))},
]
ms.save_checkpoint(ckpt, "tinylm.ckpt")

net = TinyLM()
param_dict = ms.load_checkpoint("tinylm.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict, strict_load=True)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"Some network parameters were not loaded from the checkpoint: {param_not_load}")
