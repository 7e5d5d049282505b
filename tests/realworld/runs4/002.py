# Weights converted from a PyTorch model with tied embeddings: lm_head.weight is not in the file.
# The script checks what was not loaded and stops.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(100, 16)
        self.body = nn.Dense(16, 16)
        self.lm_head = nn.Dense(16, 100, has_bias=False)
    def construct(self, ids):
        return self.lm_head(self.body(self.embed(ids)))
net = TinyLM()
converted = {"embed.embedding_table": ms.Parameter(Tensor(np.random.randn(100, 16).astype(np.float32)), name="embed.embedding_table"),
             "body.weight": ms.Parameter(Tensor(np.random.randn(16, 16).astype(np.float32)), name="body.weight"),
             "body.bias": ms.Parameter(Tensor(np.zeros(16, np.float32)), name="body.bias")}
ms.save_checkpoint([{"name": k, "data": v} for k, v in converted.items()], "converted.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, ms.load_checkpoint("converted.ckpt"), strict_load=True)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters were not found in the checkpoint: {param_not_load}")
