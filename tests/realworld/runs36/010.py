# HF -> MindSpore converter for a small transformer encoder. It strips the HF "bert." prefix but keeps
# torch LayerNorm names (weight/bias); MindSpore nn.LayerNorm names its parameters gamma/beta.
# After loading, the script checks that every network parameter came from the checkpoint.
import numpy as np
import mindspore as ms
from mindspore import nn

class EncoderLayer(nn.Cell):
    def __init__(self, hidden=32):
        super().__init__()
        self.dense = nn.Dense(hidden, hidden)
        self.LayerNorm = nn.LayerNorm((hidden,), epsilon=1e-12)
    def construct(self, x):
        return self.LayerNorm(x + self.dense(x))

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings_norm = nn.LayerNorm((32,), epsilon=1e-12)
        self.layer = nn.CellList([EncoderLayer(), EncoderLayer()])
    def construct(self, x):
        x = self.embeddings_norm(x)
        for blk in self.layer:
            x = blk(x)
        return x

net = Encoder()
rng = np.random.default_rng(0)
hf = {"bert.embeddings_norm.weight": np.ones(32), "bert.embeddings_norm.bias": np.zeros(32)}
for i in range(2):
    hf[f"bert.layer.{i}.dense.weight"] = rng.standard_normal((32, 32))
    hf[f"bert.layer.{i}.dense.bias"] = np.zeros(32)
    hf[f"bert.layer.{i}.LayerNorm.weight"] = np.ones(32)
    hf[f"bert.layer.{i}.LayerNorm.bias"] = np.zeros(32)
ckpt = [{"name": k[len("bert."):], "data": ms.Tensor(v.astype(np.float32))} for k, v in hf.items()]
ms.save_checkpoint(ckpt, "encoder_ms.ckpt")

param_not_load, ckpt_not_load = ms.load_param_into_net(net, ms.load_checkpoint("encoder_ms.ckpt"))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters missing from encoder_ms.ckpt: {param_not_load}")
