# Converted a HF checkpoint by dumping the state_dict names as-is into a MindSpore ckpt
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Block(nn.Cell):
    def __init__(self, hidden=32):
        super().__init__()
        self.attention_norm = nn.LayerNorm((hidden,))
        self.wq = nn.Dense(hidden, hidden, has_bias=False)
        self.wo = nn.Dense(hidden, hidden, has_bias=False)

    def construct(self, x):
        return x + self.wo(self.wq(self.attention_norm(x)))

class Model(nn.Cell):
    def __init__(self, vocab=100, hidden=32, layers=2):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab, hidden)
        self.layers = nn.CellList([Block(hidden) for _ in range(layers)])

    def construct(self, ids):
        x = self.tok_embeddings(ids)
        for layer in self.layers:
            x = layer(x)
        return x

# "converted" checkpoint keeps HF (torch) names
hf_state = {"model.embed_tokens.weight": np.random.randn(100, 32).astype(np.float32)}
for i in range(2):
    hf_state[f"model.layers.{i}.input_layernorm.weight"] = np.ones(32, np.float32)
    hf_state[f"model.layers.{i}.input_layernorm.bias"] = np.zeros(32, np.float32)
    hf_state[f"model.layers.{i}.self_attn.q_proj.weight"] = np.random.randn(32, 32).astype(np.float32)
    hf_state[f"model.layers.{i}.self_attn.o_proj.weight"] = np.random.randn(32, 32).astype(np.float32)
ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in hf_state.items()], "converted.ckpt")

net = Model()
params = ms.load_checkpoint("converted.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, params, strict_load=True)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters were not loaded from converted.ckpt")
