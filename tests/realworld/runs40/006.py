# Mistake: converter for an HF decoder copies torch parameter names 1:1 ("embed_tokens.weight") but
# the MindSpore nn.Embedding parameter is called "embedding_table"; the strict torch-style
# load_state_dict reports the embedding as missing and the torch name as unexpected.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class TinyDecoder(nn.Cell):
    def __init__(self, vocab=256, hidden=32):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, hidden)
        self.norm = nn.LayerNorm((hidden,))
        self.lm_head = nn.Dense(hidden, vocab, has_bias=False)

    def construct(self, ids):
        return self.lm_head(self.norm(self.embed_tokens(ids)))


rng = np.random.default_rng(0)
# HF state dict after the converter's weight->gamma/bias->beta rename for LayerNorm only
hf_state = {
    "embed_tokens.weight": rng.standard_normal((256, 32)).astype(np.float32) * 0.02,
    "norm.gamma": np.ones(32, np.float32),
    "norm.beta": np.zeros(32, np.float32),
    "lm_head.weight": rng.standard_normal((256, 32)).astype(np.float32) * 0.02,
}
net = TinyDecoder()
print("network params:", [p.name for p in net.get_parameters()])
net.load_state_dict({k: Tensor(v) for k, v in hf_state.items()}, strict=True)
print("weights loaded")
