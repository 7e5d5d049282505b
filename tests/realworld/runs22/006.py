# Resize vocab after adding special tokens, then load the old checkpoint
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class TinyLM(nn.Cell):
    def __init__(self, vocab_size, hidden=64):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, hidden)
        self.lm_head = nn.Dense(hidden, vocab_size, has_bias=False)

    def construct(self, ids):
        return self.lm_head(self.embedding(ids))

old = TinyLM(vocab_size=32000)
ms.save_checkpoint(old, "tiny_lm.ckpt")
print("saved tiny_lm.ckpt")

# tokenizer got 5 new special tokens -> vocab 32005
net = TinyLM(vocab_size=32005)
param_dict = ms.load_checkpoint("tiny_lm.ckpt")
print("loaded", len(param_dict), "parameters from checkpoint")
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, param_dict)
print("not loaded:", not_loaded)
