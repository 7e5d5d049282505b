# data-parallel fine-tune: every rank loads the HF safetensors shard mapped to the MindSpore layer names
import os, numpy as np, mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from safetensors.numpy import save_file, load_file
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
path = f"ckpt/hf_llama_layer_rank{rank}.safetensors"
rng = np.random.default_rng(0)
h, f = 64, 172
save_file({"model.layers.0.self_attn.q_proj.weight": rng.standard_normal((h, h)).astype(np.float32),
           "model.layers.0.mlp.gate_proj.weight": rng.standard_normal((f, h)).astype(np.float32),
           "model.layers.0.mlp.up_proj.weight": rng.standard_normal((f, h)).astype(np.float32),
           "model.layers.0.mlp.down_proj.weight": rng.standard_normal((h, f)).astype(np.float32)}, path)
RENAME = {"model.layers.": "layers.", "self_attn.q_proj": "attention.wq",
          "mlp.gate_proj": "feed_forward.w1", "mlp.down_proj": "feed_forward.w2"}  # gate/down from the GPT-2 style map
class FFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = nn.Dense(h, f, has_bias=False); self.w2 = nn.Dense(f, h, has_bias=False); self.w3 = nn.Dense(h, f, has_bias=False)
class Attn(nn.Cell):
    def __init__(self):
        super().__init__(); self.wq = nn.Dense(h, h, has_bias=False)
class Block(nn.Cell):
    def __init__(self):
        super().__init__(); self.attention = Attn(); self.feed_forward = FFN()
class Model(nn.Cell):
    def __init__(self):
        super().__init__(); self.layers = nn.CellList([Block()])
net = Model()
sd = {}
for k, v in load_file(path).items():
    for old, new in RENAME.items():
        k = k.replace(old, new)
    sd[k] = ms.Parameter(ms.Tensor(v), name=k)
print(f"[rank {rank}/{size}] mapped keys: {sorted(sd)}")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, sd)
if param_not_load or ckpt_not_load:
    raise RuntimeError(f"[rank {rank}] weight mapping incomplete: params not loaded {param_not_load}, "
                       f"checkpoint keys unused {ckpt_not_load}")
print(f"[rank {rank}] weights loaded")
