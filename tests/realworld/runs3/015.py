# embedding table resized for added special tokens, old checkpoint loaded
# Tokenizer got 3 added tokens and the embedding was rebuilt; checkpoint still has the old vocab.
import os, tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
class LM(nn.Cell):
    def __init__(self, vocab):
        super().__init__()
        self.embed = nn.Embedding(vocab, 32)
        self.head = nn.Dense(32, vocab)
    def construct(self, x):
        return self.head(self.embed(x))
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "lm.ckpt")
ms.save_checkpoint(LM(1000), path)
net = LM(1003)
ms.load_param_into_net(net, ms.load_checkpoint(path))
print("loaded")
