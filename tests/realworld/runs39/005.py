# HF Llama port written against the torch-like mint API (mint.nn.Embedding for nn.Embedding), first
# smoke-tested on a CPU-only laptop before going to the Ascend cluster.
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)


class TinyDecoder(nn.Cell):
    def __init__(self, vocab=128, hidden=32):
        super().__init__()
        self.embed_tokens = mint.nn.Embedding(vocab, hidden)   # torch: nn.Embedding(vocab, hidden, padding_idx)
        self.mlp = nn.SequentialCell(mint.nn.Linear(hidden, 64), mint.nn.SiLU(), mint.nn.Linear(64, hidden))
        self.lm_head = mint.nn.Linear(hidden, vocab, bias=False)

    def construct(self, ids):
        h = self.embed_tokens(ids)
        h = h + self.mlp(h)
        return self.lm_head(h)


net = TinyDecoder()
ids = Tensor(np.random.randint(0, 128, (2, 16)).astype(np.int64))
print("input_ids", ids.shape)
logits = net(ids)
print("logits", logits.shape, float(logits.abs().mean().asnumpy()))
