# Extending context from 128 to 256 positions (HF max_position_embeddings bumped in config) and
# resuming from the 128-position checkpoint.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class TinyBert(nn.Cell):
    def __init__(self, vocab=100, hidden=32, max_pos=128):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, hidden)
        self.position_embeddings = nn.Embedding(max_pos, hidden)
        self.layernorm = nn.LayerNorm((hidden,))
        self.classifier = nn.Dense(hidden, 2)
    def construct(self, ids, pos):
        h = self.layernorm(self.word_embeddings(ids) + self.position_embeddings(pos))
        return self.classifier(h.mean(1))

old = TinyBert(max_pos=128)
ms.save_checkpoint(old, "tinybert_pos128.ckpt")
print("saved base checkpoint (max_position_embeddings=128)")

config = {"vocab_size": 100, "hidden_size": 32, "max_position_embeddings": 256}
net = TinyBert(config["vocab_size"], config["hidden_size"], config["max_position_embeddings"])
params = ms.load_checkpoint("tinybert_pos128.ckpt")
not_loaded, _ = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded)
