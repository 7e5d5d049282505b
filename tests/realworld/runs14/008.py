# Converter for a small PyTorch text classifier: state_dict arrays saved to .npz by the torch side, names copied
# 1:1 into a MindSpore checkpoint dict (only Linear/Embedding in mind), loaded with load_param_into_net.
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_device("CPU")
rng = np.random.default_rng(0)
V, H, C = 500, 64, 4
torch_state = {  # what torch.save(model.state_dict()) held, exported with numpy
    "embed.weight": rng.standard_normal((V, H)).astype(np.float32),
    "norm.weight": np.ones(H, np.float32),
    "norm.bias": np.zeros(H, np.float32),
    "proj.weight": rng.standard_normal((H, H)).astype(np.float32) * 0.05,
    "proj.bias": np.zeros(H, np.float32),
    "classifier.weight": rng.standard_normal((C, H)).astype(np.float32) * 0.05,
    "classifier.bias": np.zeros(C, np.float32),
}
np.savez("pytorch_model.npz", **torch_state)

class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, H)
        self.norm = nn.LayerNorm((H,))
        self.proj = nn.Dense(H, H, activation="tanh")
        self.classifier = nn.Dense(H, C)
    def construct(self, ids):
        x = self.norm(self.embed(ids)).mean(1)
        return self.classifier(self.proj(x))

def convert(npz_path):
    params = {}
    for name, value in np.load(npz_path).items():
        if name.endswith("embed.weight"):
            name = name.replace("embed.weight", "embed.embedding_table")
        params[name] = Parameter(Tensor(value), name=name)
    return params

net = TextClassifier()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, convert("pytorch_model.npz"))
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
if param_not_load:
    raise RuntimeError(f"{len(param_not_load)} network parameters were not initialised from the checkpoint")
