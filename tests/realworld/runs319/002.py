# Convert a PyTorch MLP classifier checkpoint (state_dict exported to .npz) to MindSpore and fine-tune
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

TORCH_NPZ = "torch_mlp_state_dict.npz"
MS_CKPT = "mlp_converted.ckpt"

if not os.path.exists(TORCH_NPZ):
    # np.savez(path, **{k: v.numpy() for k, v in model.state_dict().items()}) on the torch side
    rng = np.random.default_rng(1)
    sd = {
        "encoder.0.weight": rng.normal(0, 0.05, (256, 64)).astype(np.float32),
        "encoder.0.bias": np.zeros(256, np.float32),
        "encoder.2.weight": rng.normal(0, 0.05, (128, 256)).astype(np.float32),
        "encoder.2.bias": np.zeros(128, np.float32),
        "head.weight": rng.normal(0, 0.05, (10, 128)).astype(np.float32),
        "head.bias": np.zeros(10, np.float32),
    }
    np.savez(TORCH_NPZ, **sd)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(64, 256), nn.ReLU(), nn.Dense(256, 128), nn.ReLU()])
        self.head = nn.Dense(128, 10)

    def construct(self, x):
        return self.head(self.encoder(x))

def convert(npz_path, ckpt_path):
    torch_sd = np.load(npz_path)
    params = []
    for name in torch_sd.files:
        value = torch_sd[name]
        if name.endswith(".weight") and value.ndim == 2:
            # Linear weights: torch stores [out, in]
            value = value.T
        params.append({"name": name, "data": ms.Tensor(value)})
        print(f"converted {name:20s} {tuple(value.shape)}")
    ms.save_checkpoint(params, ckpt_path)

convert(TORCH_NPZ, MS_CKPT)
net = MLP()
for p in net.get_parameters():
    print(f"network param {p.name:20s} {p.shape}")
param_dict = ms.load_checkpoint(MS_CKPT)
not_loaded, unused = ms.load_param_into_net(net, param_dict, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)

rng = np.random.default_rng(0)
x = ms.Tensor(rng.normal(size=(64, 64)).astype(np.float32))
y = ms.Tensor(rng.integers(0, 10, 64).astype(np.int32))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for step in range(20):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
