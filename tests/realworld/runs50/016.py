# Convert a checkpoint saved by the torch DDP job (torch.save(model.state_dict()) on the DDP-wrapped model)
# to MindSpore. The state dict was exported to safetensors on the GPU box; names are mapped 1:1.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

# --- stand-in for the exported file (keys exactly as DDP saved them) ---
os.makedirs("ddp_export_016", exist_ok=True)
rng = np.random.default_rng(0)
sd = {
    "module.encoder.0.weight": rng.standard_normal((64, 32)).astype(np.float32),
    "module.encoder.0.bias": np.zeros(64, np.float32),
    "module.encoder.2.weight": rng.standard_normal((64, 64)).astype(np.float32),
    "module.encoder.2.bias": np.zeros(64, np.float32),
    "module.classifier.weight": rng.standard_normal((5, 64)).astype(np.float32),
    "module.classifier.bias": np.zeros(5, np.float32),
}
save_file(sd, "ddp_export_016/model.safetensors")


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 64))
        self.classifier = nn.Dense(64, 5)

    def construct(self, x):
        return self.classifier(self.encoder(x))


net = Net()
params = {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in load_file("ddp_export_016/model.safetensors").items()}
print("checkpoint keys:", list(params)[:3], "...")
print("network keys:   ", [p.name for p in net.get_parameters()][:3], "...")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, params, strict_load=True)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
assert not param_not_load, f"{len(param_not_load)} network parameters were not initialised from the checkpoint"
