# Load HF safetensors weights for the MindSpore port. The torch loader used
#   with safe_open(path, framework="pt") as f: ...
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file
from safetensors import safe_open

# stand-in for the downloaded HF checkpoint
rng = np.random.default_rng(0)
save_file({"embed_tokens.weight": rng.standard_normal((100, 32)).astype(np.float32),
           "lm_head.weight": rng.standard_normal((100, 32)).astype(np.float32)}, "model.safetensors",
          metadata={"format": "pt"})

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(100, 32)
        self.lm_head = nn.Dense(32, 100, has_bias=False)
    def construct(self, x):
        return self.lm_head(self.embed_tokens(x))

net = TinyLM()
name_map = {"embed_tokens.weight": "embed_tokens.embedding_table", "lm_head.weight": "lm_head.weight"}
params = {}
with safe_open("model.safetensors", framework="ms") as f:
    for k in f.keys():
        params[name_map[k]] = ms.Parameter(f.get_tensor(k), name=name_map[k])
print(ms.load_param_into_net(net, params))
