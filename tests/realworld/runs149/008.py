"""Serve the sine forecaster: rebuild the network from the (updated) config and load the trained checkpoint."""
import os, subprocess, sys
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
CKPT = "/home/user/project/forecaster.ckpt"
if not os.path.exists(CKPT):  # produce the checkpoint with the training script
    subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "006.py")], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

config = {"input_size": 1, "hidden_size": 64, "num_layers": 1, "window": 20}   # hidden_size bumped for v2

class Forecaster(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.gru = nn.GRU(cfg["input_size"], cfg["hidden_size"], num_layers=cfg["num_layers"], batch_first=True)
        self.out = nn.Dense(cfg["hidden_size"], 1)
    def construct(self, x):
        y, _ = self.gru(x)
        return self.out(y[:, -1, :])

net = Forecaster(config)
params = ms.load_checkpoint(CKPT)
print(f"loaded {len(params)} tensors from {CKPT}")
not_loaded, _ = ms.load_param_into_net(net, params)
print("params not loaded:", not_loaded)
net.set_train(False)
t = np.linspace(0, 2, config["window"]).astype(np.float32)
pred = net(ms.Tensor(np.sin(t)[None, :, None]))
print("next value:", pred.asnumpy().ravel())
