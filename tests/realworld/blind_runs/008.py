# load_checkpoint(ckpt, net) into a wider network
import os, tempfile
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")

class Head(nn.Cell):
    def __init__(self, vocab):
        super().__init__()
        self.embedding = nn.Embedding(vocab, 32)
        self.out = nn.Dense(32, vocab)
    def construct(self, x):
        return self.out(self.embedding(x))

tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "head.ckpt")
ms.save_checkpoint(Head(1000), path)
net = Head(1024)  # vocab resized after adding special tokens
ms.load_checkpoint(path, net)
print("loaded")
