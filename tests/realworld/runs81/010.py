# LLaMA-style SwiGLU MLP copied from the HF modeling file and converted line by line:
#   self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)  -> nn.Dense(...)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

config = {"hidden_size": 64, "intermediate_size": 172, "vocab_size": 128, "num_hidden_layers": 2, "mlp_bias": False}

class LlamaMLP(nn.Cell):
    def __init__(self, config):
        super().__init__()
        h, i = config["hidden_size"], config["intermediate_size"]
        self.gate_proj = nn.Dense(h, i, bias=config["mlp_bias"])
        self.up_proj = nn.Dense(h, i, bias=config["mlp_bias"])
        self.down_proj = nn.Dense(i, h, bias=config["mlp_bias"])
        self.act_fn = nn.SiLU()
    def construct(self, x):
        return self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))

class TinyLM(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.embed_tokens = nn.Embedding(config["vocab_size"], config["hidden_size"])
        self.layers = nn.CellList([LlamaMLP(config) for _ in range(config["num_hidden_layers"])])
        self.lm_head = nn.Dense(config["hidden_size"], config["vocab_size"], has_bias=False)
    def construct(self, ids):
        h = self.embed_tokens(ids)
        for layer in self.layers:
            h = h + layer(h)
        return self.lm_head(h)

print("building model from config:", config)
model = TinyLM(config)
ids = Tensor(np.random.randint(0, 128, (4, 16)).astype(np.int32))
print(model(ids).shape)
