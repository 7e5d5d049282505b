# Loading only the encoder of a converted BERT checkpoint. The HF state dict keys were "bert.encoder...",
# but the converter stripped the "bert." prefix when writing the .ckpt; the loader still asks
# load_checkpoint for specify_prefix="bert.encoder".
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class Layer(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.dense = nn.Dense(d, d)
        self.norm = nn.LayerNorm((d,))
    def construct(self, x):
        return self.norm(x + self.dense(x))

class Encoder(nn.Cell):
    def __init__(self, d=32, n=2):
        super().__init__()
        self.layer = nn.CellList([Layer(d) for _ in range(n)])
    def construct(self, x):
        for l in self.layer:
            x = l(x)
        return x

class BertLike(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
    def construct(self, x):
        return self.encoder(x)

# converter output (prefix "bert." dropped)
src = BertLike()
ms.save_checkpoint(src, "bert_converted.ckpt")
print("saved", len(src.parameters_dict()), "params:", list(src.parameters_dict())[:3], "...")

net = BertLike()
params = ms.load_checkpoint("bert_converted.ckpt", specify_prefix="bert.encoder")
not_loaded, _ = ms.load_param_into_net(net, params)
print("not loaded:", not_loaded)
