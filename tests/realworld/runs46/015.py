# Fine-tune a 3-label classifier from a 5-label pretrained checkpoint. HF habit: drop the old head
# (ignore_mismatched_sizes). Port: load_checkpoint(..., choice_func=...) written as a filter for the head.
import os, numpy as np, mindspore as ms
from mindspore import nn
ms.set_seed(0); np.random.seed(0)
D = 16
class Net(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.classifier = nn.Dense(64, n)
    def construct(self, x): return self.classifier(self.encoder(x))
os.makedirs("ckpt_015", exist_ok=True)
if not os.path.exists("ckpt_015/pretrained_5cls.ckpt"):
    ms.save_checkpoint(Net(5), "ckpt_015/pretrained_5cls.ckpt")
net = Net(3)
params = ms.load_checkpoint("ckpt_015/pretrained_5cls.ckpt",
                            choice_func=lambda name: name.startswith("classifier"))   # "skip the old head"
print("tensors read from checkpoint:", list(params.keys()))
not_loaded, _ = ms.load_param_into_net(net, params, strict_load=False)
print("parameters not loaded:", not_loaded)
