# Converted weights were saved as two safetensors shards plus model.safetensors.index.json (HF layout). The resume code
# globs for "*.safetensors" and takes the first file only, then loads it strictly into the network.
import glob, json, numpy as np, mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file
ms.set_device("CPU")
class Block(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.attn_proj = nn.Dense(d, d)
        self.mlp_up = nn.Dense(d, 4 * d)
        self.mlp_down = nn.Dense(4 * d, d)
        self.norm = nn.LayerNorm((d,))
class Net(nn.Cell):
    def __init__(self, d=32, n=4):
        super().__init__()
        self.embed = nn.Embedding(100, d)
        self.layers = nn.CellList([Block(d) for _ in range(n)])
        self.lm_head = nn.Dense(d, 100, has_bias=False)
# --- converter (earlier job): write two shards + index ---
src = Net()
params = {p.name: p.asnumpy() for p in src.get_parameters()}
names = sorted(params)
shards = [names[: len(names) // 2], names[len(names) // 2:]]
index = {"metadata": {"total_size": int(sum(v.nbytes for v in params.values()))}, "weight_map": {}}
for i, part in enumerate(shards):
    fn = f"model-{i + 1:05d}-of-00002.safetensors"
    save_file({k: params[k] for k in part}, fn)
    index["weight_map"].update({k: fn for k in part})
with open("model.safetensors.index.json", "w") as f:
    json.dump(index, f, indent=2)
# --- resume ---
net = Net()
ckpt_file = sorted(glob.glob("*.safetensors"))[0]
print(f"loading {ckpt_file}", flush=True)
param_dict = ms.load_checkpoint(ckpt_file, format="safetensors")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict, strict_load=True)
print(f"param_not_load: {param_not_load}")
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} parameters were not loaded from {ckpt_file}; refusing to train from a partial checkpoint")
print("resumed")
