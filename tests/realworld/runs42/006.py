# Mistake: HF checkpoint saved as two safetensors shards (model-00001-of-00002 / -00002-of-00002 plus
# model.safetensors.index.json); the converter opens only the first shard file (the single-file
# habit) instead of following the index's weight_map, so the later layers and the head are absent
# and the strict load into the port stops on the missing parameters.
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file

ms.set_device("CPU")
H, L, V = 32, 4, 100
rng = np.random.default_rng(0)

# --- what save_pretrained(max_shard_size=...) wrote (stand-in, built here)
os.makedirs("hf_model", exist_ok=True)
full = {"model.embed_tokens.weight": rng.normal(size=(V, H)).astype(np.float32)}
for i in range(L):
    full[f"model.layers.{i}.mlp.up_proj.weight"] = rng.normal(size=(4 * H, H)).astype(np.float32)
    full[f"model.layers.{i}.mlp.down_proj.weight"] = rng.normal(size=(H, 4 * H)).astype(np.float32)
full["lm_head.weight"] = rng.normal(size=(V, H)).astype(np.float32)
keys = list(full)
shard1, shard2 = keys[:5], keys[5:]
save_file({k: full[k] for k in shard1}, "hf_model/model-00001-of-00002.safetensors")
save_file({k: full[k] for k in shard2}, "hf_model/model-00002-of-00002.safetensors")
json.dump({"weight_map": {**{k: "model-00001-of-00002.safetensors" for k in shard1},
                          **{k: "model-00002-of-00002.safetensors" for k in shard2}}},
          open("hf_model/model.safetensors.index.json", "w"))

# --- the port
class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.up_proj = nn.Dense(H, 4 * H, has_bias=False)
        self.down_proj = nn.Dense(4 * H, H, has_bias=False)
    def construct(self, x):
        return x + self.down_proj(nn.ReLU()(self.up_proj(x)))

class DecoderLayer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = MLP()
    def construct(self, x):
        return self.mlp(x)

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(V, H)
        self.layers = nn.CellList([DecoderLayer() for _ in range(L)])
        self.lm_head = nn.Dense(H, V, has_bias=False)
    def construct(self, ids):
        h = self.embed_tokens(ids)
        for layer in self.layers:
            h = layer(h)
        return self.lm_head(h)

def convert(path):
    state = load_file(path)
    out = {}
    for k, v in state.items():
        k = k.replace("model.", "", 1).replace("embed_tokens.weight", "embed_tokens.embedding_table")
        out[k] = ms.Parameter(ms.Tensor(v), name=k)
    return out

params = convert("hf_model/model-00001-of-00002.safetensors")
print("converted", len(params), "tensors from hf_model")
net = TinyLM()
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
if not_loaded:
    raise RuntimeError(f"{len(not_loaded)} network parameters were not loaded from the checkpoint: {not_loaded}")
print("loaded all weights")
