"""Serve a text-classification MLP trained in PyTorch: the torch state_dict was exported to .npz
(np.savez(path, **{k: v.cpu().numpy() for k, v in model.state_dict().items()})) and is converted
to the MindSpore network by renaming the keys."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

EXPORT = "/home/user/project/torch_mlp_013.npz"

# ---- (the export from the torch side; recreated here if the file is missing) ----
if not os.path.exists(EXPORT):
    r = np.random.default_rng(0)
    np.savez(EXPORT, **{
        "encoder.0.weight": r.normal(0, 0.1, (128, 300)).astype(np.float32),
        "encoder.0.bias": np.zeros(128, np.float32),
        "encoder.2.weight": r.normal(0, 0.1, (64, 128)).astype(np.float32),
        "encoder.2.bias": np.zeros(64, np.float32),
        "norm.weight": np.ones(64, np.float32),
        "norm.bias": np.zeros(64, np.float32),
        "classifier.weight": r.normal(0, 0.1, (4, 64)).astype(np.float32),
        "classifier.bias": np.zeros(4, np.float32),
    })


class TextMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(300, 128), nn.ReLU(), nn.Dense(128, 64))
        self.norm = nn.LayerNorm((64,))
        self.classifier = nn.Dense(64, 4)

    def construct(self, x):
        return self.classifier(self.norm(self.encoder(x)))


KEY_MAP = {"norm.weight": "norm.gamma", "norm.bias": "norm.beta"}

net = TextMLP()
print("mindspore params:", [p.name for p in net.get_parameters()])
torch_sd = dict(np.load(EXPORT))
print(f"loaded {len(torch_sd)} tensors from {os.path.basename(EXPORT)}")

ms_sd = {}
for k, v in torch_sd.items():
    ms_sd[KEY_MAP.get(k, k)] = v
    print(f"  {k:20s} -> {KEY_MAP.get(k, k):20s} {tuple(v.shape)}")

param_not_load, ckpt_not_load = ms.load_param_into_net(net, ms_sd, strict_load=True)
print("not loaded:", param_not_load, ckpt_not_load)

net.set_train(False)
docs = np.random.default_rng(1).normal(size=(5, 300)).astype(np.float32)
print("predictions:", net(Tensor(docs)).argmax(axis=-1))
